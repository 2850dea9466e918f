/// Numbers element styles so that equal styles get the same number: a sharing key then names its parent
/// style by number instead of holding a copy of it, and is cheap to copy, hash and compare. Most styles
/// asked about are copies of a few shared ones, found by the identity of their shared box; other styles
/// are found by a hash of the few properties that tell a document's styles apart, since hashing every
/// property of a style costs more than comparing the handful that share those.
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
    private var numbersByIdentity: [ObjectIdentifier: Int] = [:]
    /// Every style numbered by identity, held so that its box stays unchanged and its address its own.
    private var numbered: [ElementStyle] = []

    /// The number of `style`: the same for every style equal to it, a new one for a style never seen.
    func number(of style: ElementStyle) -> Int {
        if let known = numbersByIdentity[style.identity] { return known }
        let entry = Entry(style: style)
        let number: Int
        if let known = numbers[entry] {
            number = known
        } else {
            number = numbers.count
            numbers[entry] = number
        }
        numbersByIdentity[style.identity] = number
        numbered.append(style)
        return number
    }
}
