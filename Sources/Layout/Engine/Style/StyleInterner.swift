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
            let computed = style.computed
            hasher.combine(computed.fontSize)
            hasher.combine(computed.fontWeight)
            hasher.combine(computed.fontStyle)
            hasher.combine(computed.display)
            hasher.combine(computed.textAlign)
            hasher.combine(computed.whiteSpace)
            hasher.combine(computed.marginTop)
            hasher.combine(computed.marginLeft)
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
