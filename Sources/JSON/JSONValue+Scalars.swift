import Foundation

extension JSONValue {
    /// `value` as JSON when it is a scalar the encoders write directly (a `JSONValue`, a string, a
    /// boolean, a date, a float or double, an integer of the standard library); nil for a value that
    /// encodes itself.
    ///
    /// Only casts to concrete types: a type's first cast to a protocol (`as any BinaryInteger`) makes the
    /// runtime scan every conformance record of the program, which cost a small layout report's encoding
    /// more than its writing.
    init?(scalar value: some Encodable) {
        switch value {
        case let json as JSONValue: self = json
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let date as Date: self.init(date)
        case let number as Double: self.init(number)
        case let number as Float: self.init(Double(number))
        case let number as Int: self.init(number)
        case let number as Int64: self.init(number)
        case let number as UInt64: self.init(number)
        case let number as Int32: self.init(number)
        case let number as UInt32: self.init(number)
        case let number as Int16: self.init(number)
        case let number as UInt16: self.init(number)
        case let number as Int8: self.init(number)
        case let number as UInt8: self.init(number)
        case let number as UInt: self.init(number)
        default: return nil
        }
    }
}
