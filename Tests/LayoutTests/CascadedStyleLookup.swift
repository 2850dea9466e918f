import DOM
import Foundation
@testable import Layout
import XCTest

extension XCTestCase {
    /// The computed style of the element `selector` finds, its ancestors computed first.
    func style(_ selector: String, css: String = "", body: String, html: String = "") throws -> ElementStyle {
        let markup = """
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"\(html)>\
            <head><title>t</title></head><body>\(body)</body></html>
            """
        let document = try Document.parseXML(Data(markup.utf8), name: "cascade.xhtml")
        let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
        let sheets: [(sheet: CSSStyleSheet, origin: CascadeOrigin)] = [
            (try CSSStyleSheet.parse(UserAgentStyleSheet.text, name: "ua"), .userAgent),
            (try CSSStyleSheet.parse(css, name: "author"), .author),
        ]
        let rules = RuleSet(sheets: sheets, environment: MediaEnvironment(viewportWidth: 600, viewportHeight: 800),
                            validator: computer, root: document.rootElement)
        var resolver = StyleResolver(ruleSet: rules, computer: computer)
        let target = try XCTUnwrap(try document.node.querySelector(selector), "no \(selector)")
        var style: ElementStyle?
        for element in ([target] + target.ancestors).filter(\.isElement).reversed() {
            style = style.map { resolver.style(of: element, parent: $0) } ?? resolver.rootStyle(of: element)
        }
        return try XCTUnwrap(style)
    }
}
