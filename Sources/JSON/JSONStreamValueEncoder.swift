/// The `Encoder` `JSONStreamEncoder` hands a value: its containers write into the stream at the value's slot.
struct JSONStreamValueEncoder: Encoder {
    let stream: JSONTextStream
    let slot: JSONTextStream.Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    // The container is opened at once, so that one with no members is still written (`{}`, `[]`). These
    // requirements cannot throw: when opening fails, the container's first write throws instead.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        try? stream.openContainer(UInt8(ascii: "{"), close: UInt8(ascii: "}"), in: slot, codingPath: codingPath)
        return KeyedEncodingContainer(JSONStreamKeyedContainer<Key>(stream: stream, slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        try? stream.openContainer(UInt8(ascii: "["), close: UInt8(ascii: "]"), in: slot, codingPath: codingPath)
        return JSONStreamUnkeyedContainer(stream: stream, slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONStreamSingleValueContainer(stream: stream, slot: slot, codingPath: codingPath)
    }
}

/// An object's members, written as they are encoded.
struct JSONStreamKeyedContainer<Key: CodingKey>: NullWritingKeyedContainer {
    let stream: JSONTextStream
    let slot: JSONTextStream.Slot
    let codingPath: [any CodingKey]

    private func member(_ key: Key) throws -> JSONTextStream.Slot {
        try stream.openContainer(UInt8(ascii: "{"), close: UInt8(ascii: "}"), in: slot, codingPath: codingPath)
        return try stream.beginChild(of: slot, key: key.stringValue, codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws {
        try stream.write(.null, in: member(key), codingPath: codingPath)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        let child = try member(key)
        try stream.writeScalar(in: child, codingPath: codingPath) { stream.writer.writeString(value, into: &$0) }
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        try stream.write(value, in: member(key), codingPath: codingPath)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        try stream.write(JSONValue(value), in: member(key), codingPath: codingPath)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try stream.write(.bool(value), in: member(key), codingPath: codingPath)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try stream.store(value, slot: member(key), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder(key.stringValue, codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(key.stringValue, codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nestedEncoder("super", codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        nestedEncoder(key.stringValue, codingPath + [key])
    }

    /// The encoder of a member started now. These protocol requirements cannot throw: a member started out
    /// of order gets the closed slot, so the error surfaces at its first write.
    private func nestedEncoder(_ key: String, _ path: [any CodingKey]) -> JSONStreamValueEncoder {
        let child = (try? stream.openContainer(UInt8(ascii: "{"), close: UInt8(ascii: "}"), in: slot, codingPath: path))
            .flatMap { try? stream.beginChild(of: slot, key: key, codingPath: path) }
        return JSONStreamValueEncoder(stream: stream, slot: child ?? .closed, codingPath: path)
    }
}

/// An array's elements, written as they are encoded.
struct JSONStreamUnkeyedContainer: UnkeyedEncodingContainer {
    let stream: JSONTextStream
    let slot: JSONTextStream.Slot
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(stream: JSONTextStream, slot: JSONTextStream.Slot, codingPath: [any CodingKey]) {
        self.stream = stream
        self.slot = slot
        self.codingPath = codingPath
    }

    private mutating func element() throws -> JSONTextStream.Slot {
        try stream.openContainer(UInt8(ascii: "["), close: UInt8(ascii: "]"), in: slot, codingPath: codingPath)
        count += 1
        return try stream.beginChild(of: slot, key: nil, codingPath: codingPath)
    }

    mutating func encodeNil() throws {
        try stream.write(.null, in: element(), codingPath: codingPath)
    }

    mutating func encode(_ value: Double) throws {
        try stream.write(value, in: element(), codingPath: codingPath)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try stream.store(value, slot: element(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nestedEncoder()
    }

    private mutating func nestedEncoder() -> JSONStreamValueEncoder {
        JSONStreamValueEncoder(stream: stream, slot: (try? element()) ?? .closed, codingPath: codingPath)
    }
}

/// A single value, written in its slot.
struct JSONStreamSingleValueContainer: SingleValueEncodingContainer {
    let stream: JSONTextStream
    let slot: JSONTextStream.Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        try stream.write(.null, in: slot, codingPath: codingPath)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try stream.store(value, slot: slot, codingPath: codingPath)
    }
}
