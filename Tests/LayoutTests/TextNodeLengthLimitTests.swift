import Foundation
@testable import Layout
import XCTest

/// One very long text node is an input error naming the bound, never a fatal error from an allocation:
/// over `BuiltinLayoutEngine.maximumTextNodeLength` characters layout refuses it, before any shaping.
final class TextNodeLengthLimitTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    private func layOut(characters count: Int) throws -> URL {
        try harness.document(body: "<p>" + String(repeating: "a whale ", count: count / 8) + "</p>")
    }

    func testATextNodeOverTheLayoutLimitIsRefusedNamingIt() throws {
        let limit = BuiltinLayoutEngine.maximumTextNodeLength
        let document = try layOut(characters: limit + 8)
        XCTAssertThrowsError(try harness.layout(document, ranges: [])) { error in
            guard case let .limitExceeded(_, reason) = error as? LayoutDocumentError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("limit of \(limit) characters per text node"), reason)
            XCTAssertEqual((error as? LayoutDocumentError)?.code, "limitExceeded")
        }
    }

    func testAFiftyMegabyteTextNodeIsAnInputErrorNamingTheLimit() throws {
        let document = try layOut(characters: 50_000_000)
        XCTAssertThrowsError(try harness.layout(document, ranges: [])) { error in
            guard case let .limitExceeded(_, reason) = error as? LayoutDocumentError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.contains("a text node of 50000000 characters is over layout's limit"), reason)
        }
    }
}
