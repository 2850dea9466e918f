/// Values written in code: literals for DevTools commands, reports and tests (`["id": 1, "params": [:]]`,
/// dictionary literals keeping their order), and numbers decor computed.
extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self.init(value) }
    public init(floatLiteral value: Double) { self.init(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { JSONMember($0.0, $0.1) })
    }

    /// An integer, exactly.
    public init(_ value: some BinaryInteger) {
        self = .number(JSONNumber(value))
    }

    /// A double as `JSONNumber(_:)` spells it; `null` for infinities and NaN, which JSON cannot hold.
    public init(_ value: Double) {
        self = JSONNumber(value).map(JSONValue.number) ?? .null
    }
}
