import Foundation

/// Encodes an `Encodable` value straight to JSON text: the bytes `JSONWriter` writes for the tree
/// `JSONValueEncoder` builds (keys in encoding order, absent optionals as `null`, the writer's layout and
/// number spelling) without building the tree, which is what makes a layout report of tens of thousands
/// of rects cheap to print.
///
/// Text is written as it is encoded, so values must encode in order, as synthesized and hand-written
/// `encode(to:)` methods do: once a member or element is started, the containers of the previous one are
/// closed, and writing to them again throws. Each key is encoded once per container.
public struct JSONStreamEncoder: Sendable {
    public var writer: JSONWriter

    public init(writer: JSONWriter) {
        self.writer = writer
    }

    public func encode(_ value: some Encodable) throws -> [UInt8] {
        let stream = JSONTextStream(writer: writer)
        try stream.store(value, slot: stream.beginRoot(), codingPath: [])
        stream.closeAll()
        return stream.output
    }

    /// The same text passed to `write` in pieces as it is made (each about `pieceBytes`, where a member
    /// or element starts), so that a document of tens of megabytes never exists whole in memory.
    public func encode(_ value: some Encodable, pieceBytes: Int = 1 << 16, to write: ([UInt8]) throws -> Void) throws {
        try withoutActuallyEscaping(write) { write in
            let stream = JSONTextStream(writer: writer, piece: (bytes: pieceBytes, write: write))
            try stream.store(value, slot: stream.beginRoot(), codingPath: [])
            stream.closeAll()
            try write(stream.output)
        }
    }
}

/// A container that was closed before something was written to it: the value did not encode in order.
public struct JSONStreamOrderError: Error, CustomStringConvertible {
    public var codingPath: [String]

    public var description: String {
        "JSON written out of order at \(codingPath.isEmpty ? "the root" : codingPath.joined(separator: "."))"
    }
}

/// The text being written and the containers still open.
final class JSONTextStream {
    let writer: JSONWriter
    var output: [UInt8] = []

    /// An open object or array: the value slot it fills, its depth and how many members it has so far.
    struct Frame {
        let slot: Int
        let close: UInt8
        var count = 0
    }

    /// The open containers, outermost first: `frames[d]` is the container of the value at depth `d`.
    private var frames: [Frame] = []
    /// How many value slots were started; the serial of the last one filled. Serials grow with the
    /// text, and a value's members are started after it, so a slot is filled when `lastFilledSlot` has
    /// reached it (a value that encoded nothing is written `null`, a value cannot be written twice).
    private var slots = 0
    private var lastFilledSlot = -1

    /// Where the text goes once `output` holds `bytes` of it, when it is written in pieces.
    private let piece: (bytes: Int, write: ([UInt8]) throws -> Void)?

    init(writer: JSONWriter, piece: (bytes: Int, write: ([UInt8]) throws -> Void)? = nil) {
        self.writer = writer
        self.piece = piece
        output.reserveCapacity(piece.map { $0.bytes + $0.bytes / 4 } ?? 1 << 16)
    }

    func beginRoot() -> Slot {
        slots += 1
        return Slot(serial: slots, depth: 0)
    }

    /// A place for one value: its serial number and nesting depth.
    struct Slot {
        let serial: Int
        let depth: Int

        /// The slot of a value that could not be started: every write to it throws.
        static let closed = Slot(serial: 0, depth: 0)
    }

    private func checkOpen(_ slot: Slot, _ codingPath: () -> [any CodingKey]) throws {
        guard slot.serial > 0 else { throw JSONStreamOrderError(codingPath: codingPath().map(\.stringValue)) }
    }

    /// Starts the next member (with its key) or element of the container `slot` opened.
    func beginChild(of slot: Slot, key: String?, codingPath: @autoclosure () -> [any CodingKey]) throws -> Slot {
        try checkOpen(slot, codingPath)
        closeContainers(deeperThan: slot.depth)
        guard frames.count == slot.depth + 1, frames[slot.depth].slot == slot.serial else {
            throw JSONStreamOrderError(codingPath: codingPath().map(\.stringValue))
        }
        if let piece, output.count >= piece.bytes {
            try piece.write(output)
            output.removeAll(keepingCapacity: true)
        }
        writer.writeSeparator(position: frames[slot.depth].count, depth: slot.depth + 1, into: &output)
        frames[slot.depth].count += 1
        if let key { writer.writeKey(key, into: &output) }
        slots += 1
        return Slot(serial: slots, depth: slot.depth + 1)
    }

    /// Opens an object or array as the value of `slot`, or finds it open when the value asks for its
    /// container a second time (a type that encodes another's members and then its own).
    func openContainer(_ open: UInt8, close: UInt8, in slot: Slot, codingPath: @autoclosure () -> [any CodingKey]) throws {
        try checkOpen(slot, codingPath)
        closeContainers(deeperThan: slot.depth)
        if frames.count == slot.depth + 1, frames[slot.depth].slot == slot.serial { return }
        guard frames.count == slot.depth, lastFilledSlot < slot.serial else {
            throw JSONStreamOrderError(codingPath: codingPath().map(\.stringValue))
        }
        output.append(open)
        frames.append(Frame(slot: slot.serial, close: close))
        lastFilledSlot = slot.serial
    }

    /// Writes a scalar as the value of `slot`.
    func writeScalar(in slot: Slot, codingPath: @autoclosure () -> [any CodingKey], _ write: (inout [UInt8]) -> Void) throws {
        try checkOpen(slot, codingPath)
        closeContainers(deeperThan: slot.depth)
        guard frames.count == slot.depth, lastFilledSlot < slot.serial else {
            throw JSONStreamOrderError(codingPath: codingPath().map(\.stringValue))
        }
        write(&output)
        lastFilledSlot = slot.serial
    }

    /// Encodes one value into `slot`: scalars directly, anything else through its own `encode(to:)`, and
    /// `null` when that wrote nothing (as the tree encoder leaves an untouched slot).
    func store<Value: Encodable>(_ value: Value, slot: Slot, codingPath: [any CodingKey]) throws {
        // The two commonest scalars by their types' identity, not by casts (see `JSONValue(scalar:)`).
        switch ObjectIdentifier(Value.self) {
        case ObjectIdentifier(String.self):
            let text = unsafeBitCast(value, to: String.self)
            try writeScalar(in: slot, codingPath: codingPath) { writer.writeString(text, into: &$0) }
        case ObjectIdentifier(Double.self): try write(unsafeBitCast(value, to: Double.self), in: slot, codingPath: codingPath)
        default:
            if let scalar = JSONValue(scalar: value) {
                try write(scalar, in: slot, codingPath: codingPath)
            } else {
                // `JSONNumberMembers` values come back to the stream from their `encode(to:)`.
                try value.encode(to: JSONStreamValueEncoder(stream: self, slot: slot, codingPath: codingPath))
                if lastFilledSlot < slot.serial { try write(.null, in: slot, codingPath: codingPath) }
            }
        }
    }

    /// Writes a double as `JSONNumber(_:)` spells it (`null` when not finite), without building the number.
    func write(_ number: Double, in slot: Slot, codingPath: @autoclosure () -> [any CodingKey]) throws {
        try writeScalar(in: slot, codingPath: codingPath()) { output in
            if number.isFinite {
                JSONNumber.appendSpelling(of: number, to: &output)
            } else {
                output.append(contentsOf: "null".utf8)
            }
        }
    }

    func write(_ scalar: JSONValue, in slot: Slot, codingPath: [any CodingKey]) throws {
        try writeScalar(in: slot, codingPath: codingPath) { writer.write(scalar, depth: slot.depth, into: &$0) }
    }

    func closeAll() {
        closeFrames(downTo: 0)
    }

    /// Members of an object, each a key and a scalar, written one after another: the text of
    /// `beginChild` then `writeScalar` for each, without their checks.
    struct ScalarMembers {
        let writer: JSONWriter
        let depth: Int
        var text: [UInt8]
        var count: Int
        var added = 0

        mutating func add(key: String, _ write: (inout [UInt8]) -> Void) {
            writer.writeSeparator(position: count, depth: depth, into: &text)
            count += 1
            added += 1
            writer.writeKey(key, into: &text)
            write(&text)
        }
    }

    /// Writes scalar members into the object `openContainer` just opened (or found open) in `slot`. Each
    /// member's checks would pass, since nothing is open deeper and each member's slot is the newest, so
    /// the members are written without them, outside the stream, and the stream is left as writing them
    /// one by one leaves it.
    func writeScalarMembers(in slot: Slot, _ body: (inout ScalarMembers) -> Void) {
        var members = ScalarMembers(writer: writer, depth: slot.depth + 1, text: [], count: frames[slot.depth].count)
        swap(&members.text, &output)
        body(&members)
        swap(&members.text, &output)
        frames[slot.depth].count = members.count
        if members.added > 0 {
            slots += members.added
            lastFilledSlot = slots
        }
    }

    /// Closes the containers of values nested deeper than `depth`; the container of the value at
    /// `depth` itself stays open.
    private func closeContainers(deeperThan depth: Int) {
        closeFrames(downTo: depth + 1)
    }

    private func closeFrames(downTo count: Int) {
        while frames.count > count {
            let frame = frames.removeLast()
            writer.writeClose(frame.close, isEmpty: frame.count == 0, depth: frames.count, into: &output)
        }
    }
}
