@testable import Templates
import XCTest

final class RuntimeScriptTests: XCTestCase {
    func testSourceLoadsFromTheBundle() {
        XCTAssertTrue(RuntimeScript.source.contains("window.__decor"))
        XCTAssertTrue(RuntimeScript.source.contains("getClientRects"))
    }

    func testNoDynamicCodeOrMarkupInjection() {
        for forbidden in ["eval(", "new Function", "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "setAttribute('style'", "http://", "https://", "import("] {
            XCTAssertFalse(RuntimeScript.source.contains(forbidden), forbidden)
        }
    }

    func testSourceCanSitInACDATASectionAndAScriptElement() {
        XCTAssertFalse(RuntimeScript.source.contains("]]>"))
        XCTAssertFalse(RuntimeScript.source.lowercased().contains("</script"))
        XCTAssertTrue(RuntimeScript.source.hasSuffix("\n"))
    }

    func testDispatchesTheDocumentedEvents() {
        for event in ["decoration-activated", "decoration-hovered", "decoration-unhovered", "postMessage", "ResizeObserver", "document.fonts", "decor-ranges"] {
            XCTAssertTrue(RuntimeScript.source.contains(event), event)
        }
    }
}
