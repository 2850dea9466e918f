import DecorEngine
@testable import Server
import XCTest

/// A group-state body read against the stored one, decoration by decoration, gives what reading it whole
/// gives: the same state, the same refusals.
final class GroupStateBodyTests: XCTestCase {
    private let limits = ServerLimits().decorationsFile
    private static let stored = (1...6).map { ServerFixtures.decoration("\($0)", "whale \($0)") }

    private func read(_ body: [UInt8], after previous: GroupStateBody?) -> Result<DecorationsFile, Server.ProblemDocument> {
        Result { () throws(Server.ProblemDocument) in try GroupStateBody(body, group: "g", limits: limits, previous: previous).file }
    }

    func testUnchangedDecorationsAreTheStoredOnesAndTheStateIsTheWholeReading() throws {
        let previous = try GroupStateBody(ServerFixtures.body(Self.stored), group: "g", limits: limits)
        var next = Self.stored
        next[2] = ServerFixtures.decoration("3", "whale 3", tint: "red")
        next.remove(at: 4)
        next.insert(ServerFixtures.decoration("9", "new whale"), at: 1)
        let body = ServerFixtures.body(next)
        let read = try GroupStateBody(body, group: "g", limits: limits, previous: previous)
        XCTAssertEqual(read.file, try GroupStateBody(body, group: "g", limits: limits).file)
        XCTAssertEqual(read.file.groups.first?.decorations.map(\.id), ["1", "9", "2", "3", "4", "6"])
        let changes = try GroupDiff.changes(group: "g", old: previous.file.groups[0].decorations, new: read.file.groups[0].decorations)
        XCTAssertEqual(changes.flatMap(\.changes).map(\.json).compactMap { $0["kind"]?.stringValue }, ["remove", "update", "add"])
    }

    func testTheLayoutFindsStoredDecorationsInPlaceAndLeavesTheOthersToBeLookedUp() throws {
        let stored = (1...20).map { ServerFixtures.decoration("\($0)", "whale \($0)") }
        let earlierBytes = ServerFixtures.body(stored)
        let earlier = GroupStateBodyLayout.EarlierBody(bytes: earlierBytes, decorations: try XCTUnwrap(GroupStateBodyLayout(earlierBytes)).decorations)
        // 2 changed, 4…6 removed, one added after 8, 20 moved to the front.
        var next = stored
        next[1] = ServerFixtures.decoration("2", "whale 2", tint: "red")
        next.insert(ServerFixtures.decoration("21", "new whale"), at: 8)
        next.removeSubrange(3...5)
        next.insert(next.removeLast(), at: 0)
        let body = ServerFixtures.body(next)
        let layout = try XCTUnwrap(GroupStateBodyLayout(body, following: earlier))
        XCTAssertEqual(layout.decorations.map { String(decoding: body[$0], as: UTF8.self) }, next)
        XCTAssertEqual(layout.earlierElements, [nil, 0, nil, 2, 6, 7, nil] + (8...18).map { $0 })
        XCTAssertEqual(layout.decorations, try XCTUnwrap(GroupStateBodyLayout(body)).decorations)
    }

    func testDecorationsMovedOrPastManyRemovedOnesAreStillReadAsTheWholeBody() throws {
        let stored = (1...30).map { ServerFixtures.decoration("\($0)", "whale \($0)") }
        let previous = try GroupStateBody(ServerFixtures.body(stored), group: "g", limits: limits)
        for next in [Array(stored.reversed()), Array(stored.dropFirst(12)), Array(stored[15...] + stored[..<15]), stored + [stored[29]]] {
            let body = ServerFixtures.body(next)
            switch (read(body, after: previous), read(body, after: nil)) {
            case let (.success(fast), .success(whole)):
                XCTAssertEqual(fast, whole)
                let changes = try GroupDiff.changes(group: "g", old: previous.file.groups[0].decorations, new: fast.groups[0].decorations)
                XCTAssertEqual(changes.flatMap(\.changes).compactMap { $0.json["kind"]?.stringValue }, Array(repeating: "remove", count: 30 - next.count))
            case let (.failure(fast), .failure(whole)):
                XCTAssertEqual(JSONWriter().string(fast.json), JSONWriter().string(whole.json))
                XCTAssertEqual(next.count, 31, "only the repeated decoration is refused")
            case let (fast, whole):
                XCTFail("\(fast) but read whole \(whole)")
            }
        }
    }

    func testRefusalsAreTheSameWithOrWithoutTheStoredState() throws {
        let templates = #", "templates": {"pin": {"element": "<span class=\"pin\"></span>"}}"#
        let previous = try GroupStateBody(ServerFixtures.body(Self.stored), group: "g", limits: limits)
        let withTemplates = Array("{\"decorations\": [\(Self.stored.joined(separator: ","))]\(templates)}".utf8)
        let bodies: [[UInt8]] = [
            ServerFixtures.body(Self.stored + [ServerFixtures.decoration("7", "x", tint: "url(javascript:x)")]),
            ServerFixtures.body(Self.stored + [Self.stored[0]]),
            ServerFixtures.body([ServerFixtures.decoration("7", "x", style: "pin")] + Self.stored),
            ServerFixtures.body(Self.stored + ["{\"id\": \"8\", \"locator\": {]"]),
            ServerFixtures.body(Self.stored + ["[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]"]),
            Array("{\"decorations\": [\(Self.stored[0])], \"decorations\": []}".utf8),
            Array("{\"decorations\": [\(Self.stored[0])], \"extra\": 1}".utf8),
            Array("{\"decorations\": [\(Self.stored[0])]} x".utf8),
            Array("{\"decorations\": [\(Self.stored[0]),]}".utf8),
            Array("{\"decorations\": [\(Self.stored[0])], \"templates\": {\"7\": {}}}".utf8),
            withTemplates,
        ]
        for body in bodies {
            let text = String(decoding: body, as: UTF8.self)
            switch (read(body, after: previous), read(body, after: nil)) {
            case let (.failure(fast), .failure(whole)):
                XCTAssertEqual(JSONWriter().string(fast.json), JSONWriter().string(whole.json), text)
                XCTAssertEqual(fast.status, whole.status, text)
            case let (.success(fast), .success(whole)):
                XCTAssertEqual(fast, whole, text)
            case let (fast, whole):
                XCTFail("\(text): \(fast) but read whole \(whole)")
            }
        }
        XCTAssertEqual(try read(withTemplates, after: previous).get().templates.keys.sorted(), ["pin"])
    }

    func testTheLayoutFindsTheDecorationsAndGivesUpOnUnusualBodies() throws {
        let body = Array(#" { "templates" : {"a": "]}\""}, "decorations":[ {"s": "[{\\\"}"} ,"x", 12 ,[1,[2]] ] } "#.utf8)
        let layout = try XCTUnwrap(GroupStateBodyLayout(body))
        XCTAssertEqual(layout.templates.map { String(decoding: body[$0], as: UTF8.self) }, #"{"a": "]}\""}"#)
        XCTAssertEqual(layout.decorations.map { String(decoding: body[$0], as: UTF8.self) }, [#"{"s": "[{\\\"}"}"#, #""x""#, "12", "[1,[2]]"])
        for unusual in [#"{"decorations": []}"#, #"{"decorations": [1], "decorations": [2]}"#, #"{"decor\u0061tions": [1]}"#,
                        #"{"templates": {}}"#, #"{"decorations": [1]"#, #"{"decorations": [1]} 2"#, #"{"decorations": ["open]}"#,
                        #"{"decorations": [{"a": 1]}"#, "{}", "[]", ""] {
            XCTAssertNil(GroupStateBodyLayout(Array(unusual.utf8)), unusual)
        }
    }
}
