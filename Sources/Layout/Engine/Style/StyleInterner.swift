/// Numbers element styles so that equal styles get the same number: a sharing key then names its parent
/// style by number instead of holding a copy of it, and is cheap to copy, hash and compare. Siblings ask
/// for their parent's number one after another, so the last style numbered is compared first; other
/// styles are found by a hash of the few properties that tell a document's styles apart, since hashing
/// every property of a style costs more than comparing the handful that share those.
final class StyleInterner {
    /// A style hashed by some of its properties and compared whole.
    private struct Entry: Hashable {
        let style: ElementStyle

        static func == (left: Entry, right: Entry) -> Bool { left.style == right.style }

        func hash(into hasher: inout Hasher) {
            hasher.combine(style.computed.fontSize)
            hasher.combine(style.computed.fontWeight)
            hasher.combine(style.computed.fontStyle)
            hasher.combine(style.computed.display)
            hasher.combine(style.computed.textAlign)
            hasher.combine(style.computed.whiteSpace)
            hasher.combine(style.computed.marginTop)
            hasher.combine(style.computed.marginLeft)
        }
    }

    private var numbers: [Entry: Int] = [:]
    private var last: (style: ElementStyle, number: Int)?

    /// The number of `style`: the same for every style equal to it, a new one for a style never seen.
    func number(of style: ElementStyle) -> Int {
        if let last, last.style == style { return last.number }
        let entry = Entry(style: style)
        let number: Int
        if let known = numbers[entry] {
            number = known
        } else {
            number = numbers.count
            numbers[entry] = number
        }
        last = (style, number)
        return number
    }
}
