/// Adjoining vertical margins waiting to collapse (CSS 2 §8.3.1): the largest positive and the most
/// negative of them; their sum is the collapsed margin.
struct MarginStrut: Equatable {
    private(set) var positive = 0.0
    private(set) var negative = 0.0

    mutating func add(_ margin: Double) {
        if margin > 0 { positive = max(positive, margin) } else { negative = min(negative, margin) }
    }

    var collapsed: Double { positive + negative }
}
