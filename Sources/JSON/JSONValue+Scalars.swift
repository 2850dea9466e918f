import Foundation

extension JSONValue {
    /// `value` as JSON when it is a scalar the encoders write directly (a `JSONValue`, a string, a
    /// boolean, a date, a float or double, an integer of the standard library); nil for a value that
    /// encodes itself (an optional scalar among them: it writes null or its scalar).
    ///
    /// The value's type is compared with each scalar type's, and read as that type only when they are the
    /// same: a comparison of two pointers, where a cast (`as? Double`) is a call into the runtime, made for
    /// every value of a report and failing for most of them before the one that matches. (Casts to a
    /// protocol, `as? any BinaryInteger`, are worse: a type's first one scans every conformance record.)
    init?<Value: Encodable>(scalar value: Value) {
        func read<Scalar>(_: Scalar.Type) -> Scalar { unsafeBitCast(value, to: Scalar.self) }
        switch ObjectIdentifier(Value.self) {
        case ObjectIdentifier(Double.self): self.init(read(Double.self))
        case ObjectIdentifier(String.self): self = .string(read(String.self))
        case ObjectIdentifier(Int.self): self.init(read(Int.self))
        case ObjectIdentifier(Bool.self): self = .bool(read(Bool.self))
        case ObjectIdentifier(JSONValue.self): self = read(JSONValue.self)
        case ObjectIdentifier(Date.self): self.init(read(Date.self))
        case ObjectIdentifier(Float.self): self.init(Double(read(Float.self)))
        case ObjectIdentifier(Int64.self): self.init(read(Int64.self))
        case ObjectIdentifier(UInt64.self): self.init(read(UInt64.self))
        case ObjectIdentifier(Int32.self): self.init(read(Int32.self))
        case ObjectIdentifier(UInt32.self): self.init(read(UInt32.self))
        case ObjectIdentifier(Int16.self): self.init(read(Int16.self))
        case ObjectIdentifier(UInt16.self): self.init(read(UInt16.self))
        case ObjectIdentifier(Int8.self): self.init(read(Int8.self))
        case ObjectIdentifier(UInt8.self): self.init(read(UInt8.self))
        case ObjectIdentifier(UInt.self): self.init(read(UInt.self))
        default: return nil
        }
    }
}
