import Foundation

/// Turns an `Encodable` value into a `JSONValue`, keeping object keys in the order the value encodes
/// them (declaration order for synthesized conformances) and writing absent optionals as `null` —
/// the two things Foundation's `JSONEncoder` does not do and a report diffable with Python's needs.
public struct JSONValueEncoder: Sendable {
    public init() {}

    public func encode(_ value: some Encodable) throws -> JSONValue {
        let root = EncodingSlot()
        try value.encode(to: TreeEncoder(slot: root, codingPath: []))
        return root.resolved
    }
}

/// One place in the tree being built; containers fill it in as they are handed values.
private final class EncodingSlot {
    enum Content {
        case value(JSONValue)
        case object([(String, EncodingSlot)])
        case array([EncodingSlot])
    }

    var content: Content = .value(.null)

    var resolved: JSONValue {
        switch content {
        case let .value(value): value
        case let .object(members): .object(members.map { JSONMember($0.0, $0.1.resolved) })
        case let .array(elements): .array(elements.map(\.resolved))
        }
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    func child(forKey key: String) -> EncodingSlot {
        makeObject()
        guard case var .object(members) = content else { return EncodingSlot() }
        if let existing = members.first(where: { $0.0 == key }) { return existing.1 }
        // Emptied first so that the array is uniquely referenced and the append does not copy it.
        content = .value(.null)
        let slot = EncodingSlot()
        members.append((key, slot))
        content = .object(members)
        return slot
    }

    func appendChild() -> EncodingSlot {
        makeArray()
        guard case var .array(elements) = content else { return EncodingSlot() }
        content = .value(.null)
        let slot = EncodingSlot()
        elements.append(slot)
        content = .array(elements)
        return slot
    }

    var count: Int {
        if case let .array(elements) = content { elements.count } else { 0 }
    }
}

private struct TreeEncoder: Encoder {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeArray()
        return UnkeyedTreeContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTreeContainer(slot: slot, codingPath: codingPath)
    }
}

/// Encodes one value into a slot: primitives directly, everything else through its own `encode(to:)`.
private func store(_ value: some Encodable, in slot: EncodingSlot, codingPath: [any CodingKey]) throws {
    if let scalar = JSONValue(scalar: value) {
        slot.content = .value(scalar)
    } else {
        try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath))
    }
}

private struct KeyedTreeContainer<Key: CodingKey>: NullWritingKeyedContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.child(forKey: key.stringValue).content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try store(value, in: slot.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(slot: slot.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws {
        slot.appendChild().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try store(value, in: slot.appendChild(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(slot: slot.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: slot.appendChild(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(slot: slot.appendChild(), codingPath: codingPath)
    }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        slot.content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try store(value, in: slot, codingPath: codingPath)
    }
}
