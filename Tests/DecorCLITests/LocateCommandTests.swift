import DOM
import Foundation
import TestFixtures
import XCTest

final class LocateCommandTests: XCTestCase {
    private static let chapter = try! Fixtures.extract("OPS/chapter_001.xhtml", from: "moby-dick.epub").path

    private func locate(_ arguments: [String]) throws -> DecorProcess.Outcome {
        try DecorProcess.run(["locate"] + arguments)
    }

    func testLocatesAQuoteInADocument() throws {
        let outcome = try locate([Self.chapter, "--locator",
                                  #"{"href":"OPS/chapter_001.xhtml","text":{"before":"Call me ","highlight":"Ishmael","after":". Some"}}"#])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let json = try outcome.json()
        XCTAssertEqual(json["strategy"] as? String, "textQuote")
        XCTAssertEqual(json["score"] as? Double, 1)
        XCTAssertEqual(json["text"] as? String, "Ishmael")
        XCTAssertEqual(json["cfi"] as? String, "/4/2/4/2[c001s0001],/1:8,/1:15")
        XCTAssertEqual((json["quote"] as? [String: String])?["highlight"], "Ishmael")
        XCTAssertTrue((json["quote"] as? [String: String])?["after"]?.hasPrefix(". Some years ago") ?? false)
        // The path leads to the same text node in decor's own DOM (and in a browser's).
        let document = try Document.parseXML(Data(contentsOf: URL(fileURLWithPath: Self.chapter)), name: "c1")
        let start = try XCTUnwrap(json["start"] as? [String: Any])
        let node = try XCTUnwrap(document.node(atPath: try XCTUnwrap(start["path"] as? [Int])))
        XCTAssertEqual(node.characterData, "Call me Ishmael.")
        XCTAssertEqual(start["offset"] as? Int, 8)
        let offsets = try XCTUnwrap(json["textOffsets"] as? [Int])
        XCTAssertEqual(document.text.substring(offsets[0]..<offsets[1]), "Ishmael")
    }

    func testTheReportedCFIResolvesBackToTheSameRange() throws {
        let first = try locate([Self.chapter, "--selector", #"{"type":"TextQuoteSelector","exact":"watery part of the world"}"#]).json()
        let cfi = try XCTUnwrap(first["cfi"] as? String)
        let second = try locate([Self.chapter, "--cfi", cfi]).json()
        XCTAssertEqual(second["strategy"] as? String, "cfi")
        XCTAssertEqual(second["textOffsets"] as? [Int], first["textOffsets"] as? [Int])
        XCTAssertEqual(second["text"] as? String, "watery part of the world")
    }

    func testFullCFIInAPublication() throws {
        let epub = Fixtures.epubURL("georgia-cfi.epub").path
        let cfi = "epubcfi(/6/4[ct]!/4/2[d10e42]/24[d10e209]/4[d10e214]/3:2180[for,%20taxation])"
        let outcome = try locate([epub, "--href", "EPUB/georgia.xhtml", "--cfi", cfi])
        XCTAssertEqual(outcome.status, 0, outcome.stdoutText + outcome.stderr)
        let quote = try XCTUnwrap(try outcome.json()["quote"] as? [String: String])
        XCTAssertTrue(quote["before"]?.hasSuffix("for") ?? false, "\(quote)")
        XCTAssertTrue(quote["after"]?.hasPrefix(" taxation") ?? false, "\(quote)")
        let elsewhere = try locate([epub, "--href", "EPUB/cover.xhtml", "--cfi", cfi])
        XCTAssertEqual(elsewhere.status, 2)
        XCTAssertEqual((try elsewhere.json()["error"] as? [String: String])?["code"], "cfiNotFound")
    }

    func testWithoutHrefTheLocatorOrTheFullCFINamesTheDocument() throws {
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let locator = ##"{"href":"/OPS/chapter_002.xhtml","text":{"highlight":"I stuffed a shirt or two"}}"##
        let byLocator = try locate([moby, "--locator", locator])
        XCTAssertEqual(byLocator.status, 0, byLocator.stdoutText + byLocator.stderr)
        XCTAssertEqual(try byLocator.json()["text"] as? String, "I stuffed a shirt or two")

        let georgia = Fixtures.epubURL("georgia-cfi.epub").path
        let byCFI = try locate([georgia, "--cfi", "epubcfi(/6/4[ct]!/4/2[d10e42]/24[d10e209]/4[d10e214]/3:2180[for,%20taxation])"])
        XCTAssertEqual(byCFI.status, 0, byCFI.stdoutText + byCFI.stderr)

        let partial = try locate([moby, "--cfi", "/4/2/4"])
        XCTAssertEqual(partial.status, 2)
        XCTAssertTrue(((try partial.json()["error"] as? [String: String])?["message"] ?? "").contains("--href"))

        let misspelt = try locate([moby, "--locator", ##"{"href":"OPS/chapter_02.xhtml","text":{"highlight":"x"}}"##])
        XCTAssertEqual(misspelt.status, 2)
        let error = try XCTUnwrap(try misspelt.json()["error"] as? [String: String])
        XCTAssertEqual(error["code"], "resourceNotFound")
        XCTAssertTrue(error["message"]?.contains("did you mean 'OPS/chapter_002.xhtml'") == true, "\(error)")
    }

    func testABatchWithoutHrefSpansChapters() throws {
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let lines = [##"{"id":1,"locator":{"href":"OPS/chapter_001.xhtml","text":{"highlight":"Call me Ishmael"}}}"##,
                     ##"{"id":2,"locator":{"href":"OPS/chapter_002.xhtml","text":{"highlight":"I stuffed a shirt or two"}}}"##,
                     ##"{"id":3,"locator":{"href":"OPS/chapter_001.xhtml","text":{"highlight":"Loomings"}}}"##]
        let outcome = try DecorProcess.run(["locate", moby, "--jsonl", "-"], input: Data(lines.joined(separator: "\n").utf8))
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let results = outcome.stdoutText.split(separator: "\n").map { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        XCTAssertEqual(results.map { $0?["text"] as? String }, ["Call me Ishmael", "I stuffed a shirt or two", "Loomings"])
    }

    func testALocatorInAPublication() throws {
        let epub = Fixtures.epubURL("moby-dick.epub").path
        let locator = ##"{"href":"/OPS/chapter_001.xhtml","locations":{"cssSelector":"#c001s0003"}}"##
        let outcome = try locate([epub, "--href", "OPS/chapter_001.xhtml", "--locator", locator])
        XCTAssertEqual(outcome.status, 0, outcome.stdoutText + outcome.stderr)
        XCTAssertEqual(try outcome.json()["strategy"] as? String, "cssSelector")
        let mismatch = try locate([epub, "--href", "OPS/chapter_002.xhtml", "--locator", locator])
        XCTAssertEqual(mismatch.status, 2)
        XCTAssertEqual((try mismatch.json()["error"] as? [String: String])?["code"], "invalidLocator")
    }

    func testBatch() throws {
        let lines = [
            #"{"id":"a","locator":{"href":"OPS/chapter_001.xhtml","text":{"highlight":"Call me Ishmael."}}}"#,
            #"{"id":2,"cfi":"/4/2/4/2[c001s0001]"}"#,
            #"{"id":"c","selector":[{"type":"TextPositionSelector","start":0,"end":3}]}"#,
            ##"{"id":"d","locator":{"href":"OPS/chapter_001.xhtml","text":{"highlight":"qqqq zzzz wwww xxxx"},"locations":{"cssSelector":"#p12"}}}"##,
            #"{"id":"e","cfi":"/4["}"#,
            "not json",
            "",
        ]
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("decor-locate-batch.jsonl")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let outcome = try locate([Self.chapter, "--jsonl", file.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let results = try outcome.stdoutText.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(results.count, 6)
        XCTAssertEqual(results[0]["id"] as? String, "a")
        XCTAssertEqual(results[0]["strategy"] as? String, "textQuote")
        XCTAssertEqual(results[1]["id"] as? Int, 2)
        XCTAssertEqual(results[1]["text"] as? String, "Call me Ishmael.")
        XCTAssertEqual(results[2]["strategy"] as? String, "textPosition")
        let notFound = try XCTUnwrap(results[3]["error"] as? [String: String])
        XCTAssertEqual(notFound["code"], "quoteNotFound")
        XCTAssertTrue(notFound["message"]?.contains("cssSelector #p12 does not exist") ?? false, notFound["message"] ?? "")
        XCTAssertEqual((results[4]["error"] as? [String: String])?["code"], "invalidCFI")
        XCTAssertTrue(results[5]["id"] is NSNull)
        XCTAssertEqual((results[5]["error"] as? [String: String])?["code"], "invalidLocator")
    }

    func testBatchEchoesIdsAsWrittenBeforeTheResult() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("decor-locate-batch-ids.jsonl")
        try #"{"id":12345678901234567890,"cfi":"/4/2/4/2[c001s0001]"}"#.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try locate([Self.chapter, "--jsonl", file.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertTrue(outcome.stdoutText.hasPrefix(#"{"id":12345678901234567890,"strategy":"cfi","#), outcome.stdoutText)
    }

    /// Only a line feed ends a JSON Lines record: U+2028 and U+2029 inside a string, and a lone CR where
    /// JSON allows white space, stay in their record; a CR before the line feed is dropped.
    func testBatchRecordsEndOnlyAtLineFeeds() throws {
        let text = "{\"id\":\"a\u{2028}b\u{2029}c\",\"cfi\":\"/4/2/4/2[c001s0001]\"}\r\n"
            + "{\"id\":\"d\",\r\"cfi\":\"/4/2/4/2[c001s0001]\"}\n"
            + "{\"id\":\"e\",\"cfi\":\"/4/2/4/2[c001s0001]\"}"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("decor-locate-batch-separators.jsonl")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let outcome = try locate([Self.chapter, "--jsonl", file.path])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let results = try outcome.stdoutText.split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        XCTAssertEqual(results.compactMap { $0["id"] as? String }, ["a\u{2028}b\u{2029}c", "d", "e"], outcome.stdoutText)
        XCTAssertEqual(results.compactMap { $0["strategy"] as? String }, ["cfi", "cfi", "cfi"], outcome.stdoutText)
    }

    func testErrorsAndExitCodes() throws {
        XCTAssertEqual(try locate([Self.chapter]).status, 1, "no query is a usage error")
        XCTAssertEqual(try locate([Self.chapter, "--cfi", "/4", "--locator", "{}"]).status, 1)
        let cases: [([String], String)] = [
            ([Self.chapter, "--locator", "{"], "invalidLocator"),
            ([Self.chapter, "--locator", #"{"href":"x","text":{"highlight":"zzzz qqqq wwww"}}"#], "quoteNotFound"),
            ([Self.chapter, "--cfi", "/4/2["], "invalidCFI"),
            ([Self.chapter, "--selector", #"{"type":"TextPositionSelector","start":1,"end":999999}"#], "locationNotFound"),
        ]
        for (arguments, code) in cases {
            let outcome = try locate(arguments)
            XCTAssertEqual(outcome.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual((try outcome.json()["error"] as? [String: String])?["code"], code, outcome.stdoutText)
        }
        let missing = try locate(["/nonexistent/chapter.xhtml", "--cfi", "/4"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertNotNil(try missing.json()["error"])
    }

    func testCFICompare() throws {
        for (first, second, expected) in [("/4/2", "/4/2/1:0", "-1"), ("epubcfi(/6/4!/4/10)", "/6/4!/4/9", "1"),
                                          ("/4/2,/1:0,/1:5", "/4/2,/1:0,/1:5", "0")] {
            let outcome = try DecorProcess.run(["cfi", "compare", first, second])
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            XCTAssertEqual(outcome.stdoutText, expected + "\n")
        }
        let invalid = try DecorProcess.run(["cfi", "compare", "/4", "nope"])
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.stderr.contains("invalid CFI"), invalid.stderr)
    }
}
