import DecorModel
import JSON
import XCTest

final class GroupDiffTests: XCTestCase {
    private func decoration(_ id: String, _ href: String = "c1.xhtml", text: String = "quote", tint: String? = nil,
                            extras: [JSONMember] = []) -> Decoration {
        let locator = JSONValue.object([JSONMember("href", .string(href)),
                                        JSONMember("text", .object([JSONMember("highlight", .string(text))]))])
        return Decoration(id: id, locator: locator, style: Style(type: .highlight, tint: tint.flatMap { CSSColor(css: $0) }),
                          extras: extras)!
    }

    /// Changes as compact strings: "href: -id ~id +id".
    private func summary(_ changes: [HrefChanges]) -> [String] {
        changes.map { entry in
            entry.href + ":" + entry.changes.map { change in
                switch change {
                case .remove(let id): " -\(id)"
                case .update(let decoration): " ~\(decoration.id)"
                case .add(let decoration): " +\(decoration.id)"
                }
            }.joined()
        }
    }

    func testEveryKindOfChange() throws {
        let old = [decoration("1"), decoration("2"), decoration("3")]
        let new = [decoration("1"), decoration("2", text: "other"), decoration("4")]
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: old, new: new)), ["c1.xhtml: -3 ~2 +4"])
    }

    func testUpdateWhenStyleOrExtrasOrLocatorTextChange() throws {
        let base = decoration("1")
        for changed in [decoration("1", text: "new quote"), decoration("1", tint: "red"),
                        decoration("1", extras: [JSONMember("note", .string("n"))])] {
            XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: [base], new: [changed])), ["c1.xhtml: ~1"])
        }
    }

    func testRewrittenButEqualDecorationIsUnchanged() throws {
        let text = #"{"groups": {"g": [{"id": "1", "locator": {"href": "a", "locations": {"progression": 0.10}}, "style": {"type": "highlight"}}]}}"#
        let reordered = #"{"groups": {"g": [{"style": {"type": "highlight"}, "locator": {"locations": {"progression": 1e-1}, "href": "a"}, "id": "1"}]}}"#
        let changes = try DecorationsFileDiff.changes(old: try DecorationsFile.parse(Array(text.utf8)),
                                                      new: try DecorationsFile.parse(Array(reordered.utf8)))
        XCTAssertEqual(changes, [])
    }

    func testHrefMoveIsRemoveAtOldAndAddAtNew() throws {
        let old = [decoration("1", "a.xhtml"), decoration("2", "b.xhtml")]
        let new = [decoration("2", "b.xhtml"), decoration("1", "b.xhtml")]
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: old, new: new)), ["b.xhtml: +1", "a.xhtml: -1"])
    }

    func testHrefsInOrderOfFirstAppearanceInNewThenOld() throws {
        let old = [decoration("o1", "z.xhtml"), decoration("o2", "a.xhtml"), decoration("k", "m.xhtml")]
        let new = [decoration("n1", "m.xhtml"), decoration("n2", "b.xhtml"), decoration("k", "m.xhtml")]
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: old, new: new)),
                       ["m.xhtml: +n1", "b.xhtml: +n2", "z.xhtml: -o1", "a.xhtml: -o2"])
    }

    func testWithinAnHrefRemovesThenUpdatesThenAddsInStateOrder() throws {
        let old = [decoration("r2"), decoration("u2"), decoration("r1"), decoration("u1")]
        let new = [decoration("a2"), decoration("u1", text: "x"), decoration("a1"), decoration("u2", text: "y")]
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: old, new: new)), ["c1.xhtml: -r2 -r1 ~u1 ~u2 +a2 +a1"])
    }

    func testDocumentOrderProviderSortsEachKind() throws {
        let positions = ["r1": 5, "r2": 1, "u1": 9, "u2": 2, "a1": 7, "a2": 3]
        let old = [decoration("r1"), decoration("r2"), decoration("u1"), decoration("u2")]
        let new = [decoration("u1", text: "x"), decoration("u2", text: "y"), decoration("a1"), decoration("a2"), decoration("a3")]
        let changes = try GroupDiff.changes(group: "g", old: old, new: new) { positions[$0.id] }
        // a3 has no position (unresolved): after the positioned adds.
        XCTAssertEqual(summary(changes), ["c1.xhtml: -r2 -r1 ~u2 ~u1 +a2 +a1 +a3"])
    }

    func testDuplicateIdsAreErrorsNamingTheId() {
        XCTAssertThrowsError(try GroupDiff.changes(group: "hl", old: [], new: [decoration("7"), decoration("7", "b")])) { error in
            let failure = error as? GroupDiffError
            XCTAssertEqual(failure, GroupDiffError(group: "hl", id: "7", state: .new))
            XCTAssertEqual(failure?.code, "duplicateId")
            XCTAssertTrue(failure?.message.contains("\"7\"") == true)
        }
        XCTAssertThrowsError(try GroupDiff.changes(group: "hl", old: [decoration("7"), decoration("7")], new: [])) { error in
            XCTAssertEqual((error as? GroupDiffError)?.state, .old)
        }
    }

    func testDecorationsSharedWithTheOldStateDiffLikeCopiesOfThem() throws {
        let old = [decoration("1"), decoration("2"), decoration("3", "b"), decoration("4"), decoration("5")]
        // The new state takes most decorations from the old one as they are, moves one ahead, changes one.
        let new = [old[0], old[3], old[1], decoration("3", "b", text: "other"), decoration("6"), old[4]]
        let copies = new.map { decoration($0.id, $0.href, text: $0.id == "3" ? "other" : "quote") }
        let shared = try GroupDiff.changes(group: "g", old: old, new: new)
        XCTAssertEqual(shared, try GroupDiff.changes(group: "g", old: old, new: copies))
        XCTAssertEqual(summary(shared), ["c1.xhtml: +6", "b: ~3"])
        for duplicated in [[old[0], old[1], old[0]], [old[0], decoration("9"), old[1], decoration("9", "b")], [old[1], old[0], old[1]]] {
            XCTAssertThrowsError(try GroupDiff.changes(group: "g", old: old, new: duplicated)) { error in
                XCTAssertEqual(error as? GroupDiffError, GroupDiffError(group: "g", id: duplicated.last?.id ?? "", state: .new))
            }
        }
    }

    func testEmptyStates() throws {
        XCTAssertEqual(try GroupDiff.changes(group: "g", old: [], new: []), [])
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: [], new: [decoration("1"), decoration("2", "b")])),
                       ["c1.xhtml: +1", "b: +2"])
        XCTAssertEqual(summary(try GroupDiff.changes(group: "g", old: [decoration("1")], new: [])), ["c1.xhtml: -1"])
    }

    func testUnchangedHrefsAndGroupsAreOmitted() throws {
        let old = DecorationsFile(groups: [
            DecorationGroup(name: "same", decorations: [decoration("1")]),
            DecorationGroup(name: "gone", decorations: [decoration("2", "b")]),
            DecorationGroup(name: "changed", decorations: [decoration("3", "a"), decoration("4", "z")]),
        ])
        let new = DecorationsFile(groups: [
            DecorationGroup(name: "new", decorations: [decoration("5")]),
            DecorationGroup(name: "changed", decorations: [decoration("3", "a", text: "t"), decoration("4", "z")]),
            DecorationGroup(name: "same", decorations: [decoration("1")]),
        ])
        let changes = try DecorationsFileDiff.changes(old: old, new: new)
        XCTAssertEqual(changes.map(\.group), ["changed", "gone", "new"])
        XCTAssertEqual(summary(changes), ["a: ~3", "b: -2", "c1.xhtml: +5"])
    }

    func testChangesSerialiseDecorationsAsWritten() throws {
        let text = ##"{"groups": {"g": [{"style": {"tint": "#FFD700", "type": "highlight"}, "id": "1", "locator": {"href": "/a", "locations": {"progression": 0.30000000000000004}}}]}}"##
        let new = try DecorationsFile.parse(Array(text.utf8))
        let changes = try DecorationsFileDiff.changes(old: DecorationsFile(groups: []), new: new)
        XCTAssertEqual(JSONWriter().string(.array(changes.map(\.json))),
                       ##"[{"group":"g","href":"a","changes":[{"kind":"add","decoration":{"style":{"tint":"#FFD700","type":"highlight"},"id":"1","locator":{"href":"/a","locations":{"progression":0.30000000000000004}}}}]}]"##)
        let removal = try DecorationsFileDiff.changes(old: new, new: DecorationsFile(groups: []))
        XCTAssertEqual(JSONWriter().string(.array(removal.map(\.json))), #"[{"group":"g","href":"a","changes":[{"kind":"remove","id":"1"}]}]"#)
    }

    func testLargeStatesStayLinear() throws {
        let old = (0..<20_000).map { decoration("\($0)", "c\($0 % 7).xhtml") }
        var new = old
        new[10] = decoration("10", "moved.xhtml")
        new.removeLast()
        let changes = try GroupDiff.changes(group: "g", old: old, new: new)
        XCTAssertEqual(changes.flatMap(\.changes).count, 3)
    }
}
