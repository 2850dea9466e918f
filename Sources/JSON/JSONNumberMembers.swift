/// A value whose JSON is an object of numbers, such as a rect: its members in order, each a double, an
/// integer or an absent optional. `JSONStreamEncoder` writes such a value straight into its text, where
/// going through `Encoder` containers costs a coding path, a container and dynamic casts per member
/// (a layout report holds tens of thousands of rects); `encodeNumberMembers(to:)` gives any encoder the
/// same members, and is what the value's `encode(to:)` calls.
public protocol JSONNumberMembers: Encodable {
    /// Calls `body` with each member's key and value, in encoding order.
    func forEachNumberMember(_ body: (_ key: String, _ value: JSONNumberMember) throws -> Void) rethrows
}

/// One member of a `JSONNumberMembers` value.
public enum JSONNumberMember: Sendable, Equatable {
    case double(Double)
    case integer(Int)
    /// An optional without a value, encoded as `encodeIfPresent` encodes nil.
    case absent
}

extension JSONNumberMembers {
    /// Encodes the members through `encoder`'s keyed container, or straight into the text when `encoder` is
    /// `JSONStreamEncoder`'s.
    public func encodeNumberMembers(to encoder: any Encoder) throws {
        if let stream = encoder as? JSONStreamValueEncoder {
            try stream.stream.writeNumberMembers(self, in: stream.slot, codingPath: stream.codingPath)
            return
        }
        var container = encoder.container(keyedBy: AnyJSONKey.self)
        try forEachNumberMember { key, value in
            switch value {
            case .double(let number): try container.encode(number, forKey: AnyJSONKey(key))
            case .integer(let number): try container.encode(number, forKey: AnyJSONKey(key))
            case .absent: try container.encodeIfPresent(Int?.none, forKey: AnyJSONKey(key))
            }
        }
    }
}

extension JSONTextStream {
    /// Writes a `JSONNumberMembers` value as an object in `slot`: the same text as encoding it through
    /// its containers, through the same steps of the stream.
    func writeNumberMembers(_ value: some JSONNumberMembers, in slot: Slot, codingPath: [any CodingKey]) throws {
        try openContainer(UInt8(ascii: "{"), close: UInt8(ascii: "}"), in: slot, codingPath: codingPath)
        writeScalarMembers(in: slot) { members in
            let depth = members.depth
            value.forEachNumberMember { key, member in
                members.add(key: key) { text in
                    switch member {
                    case .double(let number) where number.isFinite: JSONNumber.appendSpelling(of: number, to: &text)
                    case .double: text.append(contentsOf: "null".utf8)
                    case .integer(let number): writer.write(JSONValue(number), depth: depth, into: &text)
                    case .absent: writer.write(.null, depth: depth, into: &text)
                    }
                }
            }
        }
    }
}
