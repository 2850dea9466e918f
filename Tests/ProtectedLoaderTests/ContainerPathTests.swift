@testable import ProtectedLoader
import XCTest

final class ContainerPathTests: XCTestCase {
    func testResolvesRelativeToTheContainingFile() {
        XCTAssertEqual(ContainerPath.resolve("chapter_001.xhtml", relativeTo: "OPS/package.opf"), "OPS/chapter_001.xhtml")
        XCTAssertEqual(ContainerPath.resolve("../fonts/a.otf", relativeTo: "OPS/css/style.css"), "OPS/fonts/a.otf")
        XCTAssertEqual(ContainerPath.resolve("./x.xhtml#p3", relativeTo: "OPS/a.xhtml"), "OPS/x.xhtml")
        XCTAssertEqual(ContainerPath.resolve("/META-INF/container.xml", relativeTo: "OPS/a.xhtml"), "META-INF/container.xml")
    }

    func testDecodesPercentEncodingAndKeepsNonASCIINames() {
        XCTAssertEqual(ContainerPath.resolve("xhtml/%E5%9B%9B.xhtml", relativeTo: "OPS/package.opf"), "OPS/xhtml/四.xhtml")
        XCTAssertEqual(ContainerPath.resolve("xhtml/四.xhtml", relativeTo: "OPS/package.opf"), "OPS/xhtml/四.xhtml")
        XCTAssertEqual(ContainerPath.resolve("a%20b.xhtml", relativeTo: ""), "a b.xhtml")
    }

    func testRefusesWhatLeavesTheContainerOrIsNotAPath() {
        XCTAssertNil(ContainerPath.resolve("../../etc/passwd", relativeTo: "OPS/a.xhtml"))
        XCTAssertNil(ContainerPath.resolve("http://example.com/x.css", relativeTo: "OPS/a.xhtml"))
        XCTAssertNil(ContainerPath.resolve("#fragment-only", relativeTo: "OPS/a.xhtml"))
        XCTAssertNil(ContainerPath.normalize("../evil"))
        XCTAssertNil(ContainerPath.normalize("a/../../evil"))
        XCTAssertEqual(ContainerPath.normalize("/OPS//./a.xhtml"), "OPS/a.xhtml")
        XCTAssertEqual(ContainerPath.normalize("OPS\\a.xhtml"), "OPS/a.xhtml")
    }
}
