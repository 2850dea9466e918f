@testable import Templates
import XCTest

final class ElementMarkupTests: XCTestCase {
    func testAddsPositionAndWritingModeToTheRootElement() throws {
        let element = try ElementMarkup.parse(#" <div class="a" style='--t: "x"'><span>in</span></div>"#, template: "t")
        XCTAssertEqual(element.rendered(positionStyle: "left:1px", writingMode: "vertical-rl"),
                       #"<div class="a" style='--t: "x"; left:1px' data-writing-mode="vertical-rl"><span>in</span></div>"#)
    }

    func testAStyleEndingInACharacterReferenceStillGetsItsSeparator() throws {
        let quoted = try ElementMarkup.parse(#"<div style="--label: &quot;x&quot;"/>"#, template: "t")
        XCTAssertEqual(quoted.rendered(positionStyle: "left:1px", writingMode: "horizontal-tb"),
                       #"<div style="--label: &quot;x&quot;; left:1px" data-writing-mode="horizontal-tb"/>"#)
        let ended = try ElementMarkup.parse(#"<div style="color: red;"/>"#, template: "t")
        XCTAssertEqual(ended.rendered(positionStyle: "left:1px", writingMode: "horizontal-tb"),
                       #"<div style="color: red; left:1px" data-writing-mode="horizontal-tb"/>"#)
        XCTAssertTrue(ElementMarkup.endsDeclaration("a: &amp;;"))
        XCTAssertFalse(ElementMarkup.endsDeclaration("a: &#59;"))
    }

    func testSelfClosingElementWithoutStyle() throws {
        let element = try ElementMarkup.parse(#"<hr data-writing-mode="x" hidden="hidden"/>"#, template: "t")
        XCTAssertEqual(element.rendered(positionStyle: "left:1px", writingMode: "horizontal-tb", hidden: true),
                       #"<hr style="left:1px" data-writing-mode="horizontal-tb" hidden="hidden"/>"#)
    }

    func testRefusesWhatIsNotOneElement() {
        for markup in ["<!-- c --><div/>", "<div>", "x", "<div/><p/>"] {
            XCTAssertThrowsError(try ElementMarkup.parse(markup, template: "t"), markup)
        }
    }
}
