import Foundation

/// A bridge to `Codable` types (range specs inside a decoded list, the page script's measurements). A
/// `Decoder` does not say in which order an object's keys were written nor how a number was spelled, so
/// values decoded this way have sorted keys and numbers as `Int64` or `Double` give them; `JSONParser`
/// keeps both.
extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyJSONKey.self) {
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                JSONMember($0.stringValue, try object.decode(JSONValue.self, forKey: $0))
            })
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let flag = try? single.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? single.decode(Int64.self) {
                self = JSONValue(integer)
            } else if let number = try? single.decode(Double.self) {
                self = JSONValue(number)
            } else {
                self = .string(try single.decode(String.self))
            }
        }
    }

    /// Integers are encoded exactly, other numbers as the nearest `Double`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var object = encoder.container(keyedBy: AnyJSONKey.self)
            for member in members { try object.encode(member.value, forKey: AnyJSONKey(member.key)) }
        case .array(let elements):
            var array = encoder.unkeyedContainer()
            for element in elements { try array.encode(element) }
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if let integer = number.integerValue {
                try single.encode(integer)
            } else {
                // A parsed number's text always reads as a Double; NaN would only make the encoder throw.
                try single.encode(number.doubleValue ?? .nan)
            }
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        }
    }

    /// Converts the value into a `Decodable` type through Foundation's decoder.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(JSONWriter().string(self).utf8))
    }
}

/// A coding key made from any string or index, for containers whose keys are data.
struct AnyJSONKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
