import JSON
import XCTest

/// Values written straight into the stream as objects of numbers give the text the tree encoder and
/// writer give, nested at any depth, absent members included.
final class JSONNumberMembersTests: XCTestCase {
    private struct Box: JSONNumberMembers, Equatable {
        var left: Double
        var width: Double
        var page: Int?

        func encode(to encoder: any Encoder) throws { try encodeNumberMembers(to: encoder) }

        func forEachNumberMember(_ body: (String, JSONNumberMember) throws -> Void) rethrows {
            try body("left", .double(left))
            try body("width", .double(width))
            try body("page", page.map(JSONNumberMember.integer) ?? .absent)
        }
    }

    private struct Page: Encodable {
        var boxes: [Box]
        var first: Box?
        var label = "p"
    }

    func testStreamWritesWhatTheTreeEncoderWrites() throws {
        let page = Page(boxes: [Box(left: 0.1, width: 3, page: 2), Box(left: -12.5, width: 1e20, page: nil),
                                Box(left: .infinity, width: 1.0 / 3, page: -1)],
                        first: Box(left: 7, width: 0, page: 0))
        for writer in [JSONWriter.pythonIndented, JSONWriter(), JSONWriter(indent: 2)] {
            let expected = writer.string(try JSONValueEncoder().encode(page))
            let streamed = String(decoding: try JSONStreamEncoder(writer: writer).encode(page), as: UTF8.self)
            XCTAssertEqual(streamed, expected)
        }
    }

    /// Encodes a box's members and then its own into one object, as a type extending another's does.
    private struct LabelledBox: Encodable {
        var box: Box
        var label: String
        var rank: Int

        enum CodingKeys: String, CodingKey { case label, rank }

        func encode(to encoder: any Encoder) throws {
            try box.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(label, forKey: .label)
            try container.encode(rank, forKey: .rank)
        }
    }

    private struct NoMembers: JSONNumberMembers {
        func encode(to encoder: any Encoder) throws { try encodeNumberMembers(to: encoder) }
        func forEachNumberMember(_ body: (String, JSONNumberMember) throws -> Void) rethrows {}
    }

    private struct Mixed: Encodable {
        var labelled: [LabelledBox]
        var empty: NoMembers
        var after: Box
    }

    func testMembersJoinAnOpenObjectAndAnEmptyOneStaysEmpty() throws {
        let mixed = Mixed(labelled: [LabelledBox(box: Box(left: 1, width: 2.5, page: 3), label: "a", rank: 1),
                                     LabelledBox(box: Box(left: -0.5, width: 0, page: nil), label: "b", rank: 2)],
                          empty: NoMembers(), after: Box(left: 4, width: 5, page: 6))
        for writer in [JSONWriter.pythonIndented, JSONWriter(), JSONWriter(indent: 2)] {
            let expected = writer.string(try JSONValueEncoder().encode(mixed))
            let streamed = String(decoding: try JSONStreamEncoder(writer: writer).encode(mixed), as: UTF8.self)
            XCTAssertEqual(streamed, expected)
        }
        XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: JSONWriter()).encode(mixed.labelled[0]), as: UTF8.self),
                       #"{"left":1,"width":2.5,"page":3,"label":"a","rank":1}"#)
    }

    func testAbsentMembersAreNullInTheStreamAndOmittedByFoundation() throws {
        let box = Box(left: 1.5, width: 2, page: nil)
        XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: JSONWriter()).encode(box), as: UTF8.self),
                       #"{"left":1.5,"width":2,"page":null}"#)
        let foundation = try JSONSerialization.jsonObject(with: JSONEncoder().encode(box)) as? [String: Double]
        XCTAssertEqual(foundation, ["left": 1.5, "width": 2])
    }

    func testNonIntegralNumbersAreSpelledAsSwiftDescribesThem() throws {
        let box = Box(left: 0.30000000000000004, width: 123456.789, page: 1)
        XCTAssertEqual(String(decoding: try JSONStreamEncoder(writer: JSONWriter()).encode(box), as: UTF8.self),
                       #"{"left":0.30000000000000004,"width":123456.789,"page":1}"#)
    }
}
