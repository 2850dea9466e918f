import JSON
import XCTest

/// The stream encoder must write exactly what the tree encoder and the writer write together.
final class JSONStreamEncoderTests: XCTestCase {
    private struct Point: Codable {
        var x: Double
        var y: Double
    }

    /// Encodes a point's members and then its own into the same object, as `PagedRect` does.
    private struct Tagged: Encodable {
        var point: Point
        var tag: Int?

        enum CodingKeys: String, CodingKey { case tag }

        func encode(to encoder: any Encoder) throws {
            try point.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(tag, forKey: .tag)
        }
    }

    private struct Sample: Encodable {
        var name = "line \"one\"\n<two> & \u{2028}"
        var missing: String?
        var flags = [true, false]
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var points = [Point(x: 1, y: 2.5), Point(x: -0.0, y: 1e-5)]
        var tagged = [Tagged(point: Point(x: 3, y: 4), tag: nil), Tagged(point: Point(x: 1e16, y: 0.1), tag: 7)]
        var nested: [[Int?]] = [[1, nil], [], [3]]
        var raw: JSONValue = ["kept": [1.50, "as", "written"]]
        var big: UInt64 = 12_345_678_901_234_567_890
        var infinite = Double.infinity
    }

    private func assertSameText(_ value: some Encodable, _ writer: JSONWriter,
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = writer.string(try JSONValueEncoder().encode(value))
        XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: writer).encode(value), as: UTF8.self), expected,
                       file: file, line: line)
    }

    func testWritesWhatTheTreeEncoderAndTheWriterWrite() throws {
        for writer in [JSONWriter(), JSONWriter(pretty: true), JSONWriter.pythonIndented,
                       JSONWriter(pretty: false, htmlSafe: true)] {
            try assertSameText(Sample(), writer)
        }
    }

    /// Scalars are recognized by their concrete types: every integer type of the standard library must be
    /// among them, written exactly at both ends of its range by both encoders.
    func testEveryStandardIntegerTypeIsWrittenExactly() throws {
        let values: [(value: any Encodable, text: String)] = [
            (Int.min, "-9223372036854775808"), (UInt.max, "18446744073709551615"), (Int8.min, "-128"),
            (UInt8.max, "255"), (Int16.min, "-32768"), (UInt16.max, "65535"), (Int32.min, "-2147483648"),
            (UInt32.max, "4294967295"), (Int64.max, "9223372036854775807"), (UInt64.max, "18446744073709551615"),
        ]
        for (value, text) in values {
            XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: JSONWriter()).encode(value), as: UTF8.self), text)
            XCTAssertEqual(JSONWriter().string(try JSONValueEncoder().encode(value)), text)
        }
    }

    func testTextWrittenInPiecesIsTheSameText() throws {
        for writer in [JSONWriter(), JSONWriter(pretty: true), JSONWriter.pythonIndented] {
            for pieceBytes in [1, 16, 1 << 16] {
                var pieces: [[UInt8]] = []
                try JSONStreamEncoder(writer: writer).encode(Sample(), pieceBytes: pieceBytes) { pieces.append($0) }
                XCTAssertEqual(String(decoding: Array(pieces.joined()), as: UTF8.self), writer.string(try JSONValueEncoder().encode(Sample())))
                // Small pieces split the text wherever a member or element starts; one large piece holds it all.
                XCTAssertEqual(pieces.count > 1, pieceBytes < 1 << 16, "\(pieceBytes) bytes a piece")
            }
        }
    }

    func testScalarsAndEmptyContainersAtTheRoot() throws {
        try assertSameText("text", .pythonIndented)
        try assertSameText(0.30000000000000004, .pythonIndented)
        try assertSameText([Int](), .pythonIndented)
        try assertSameText(Optional<Int>.none, .pythonIndented)
        try assertSameText([[String: Int]()], JSONWriter(pretty: true))
    }

    func testAMembersWrittenBeforeAndAfterANestedValueStayInOneObject() throws {
        let text = try JSONStreamEncoder(writer: JSONWriter()).encode(Tagged(point: Point(x: 1, y: 2), tag: 3))
        XCTAssertEqual(String(decoding: text, as: UTF8.self), #"{"x":1,"y":2,"tag":3}"#)
    }

    /// Writes to an outer container after a sibling has been started: the stream cannot go back.
    private struct OutOfOrder: Encodable {
        enum CodingKeys: String, CodingKey { case first, second }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var first = container.nestedUnkeyedContainer(forKey: .first)
            var second = container.nestedUnkeyedContainer(forKey: .second)
            try second.encode(2)
            try first.encode(1)
        }
    }

    func testWritingToAClosedContainerThrowsWithItsPath() throws {
        XCTAssertThrowsError(try JSONStreamEncoder(writer: JSONWriter()).encode(OutOfOrder())) { error in
            XCTAssertEqual((error as? JSONStreamOrderError)?.codingPath, ["first"])
        }
    }
}
