import DecorEngine
import Foundation
import FuzzSupport
@testable import Layout

/// The CSS tokenizer and parser on arbitrary text, then the cascade: the sheet as the author sheet after
/// the user-agent one, every element of the sample document styled (selectors matched, shorthands
/// expanded, values computed and inherited), and the text as a `style` attribute's declarations.
func fuzzCSS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    _ = CSSTokenizer.tokenize(text)
    _ = CSSDeclaration.list(from: text)
    guard let sheet = try? CSSStyleSheet.parse(text, name: "fuzz.css") else { return 0 }
    _ = sheet.effectiveFontFaces(in: Cascade.environment)
    _ = sheet.namespaces
    guard let root = Cascade.document.rootElement else { return 0 }
    let rules = RuleSet(sheets: [(Cascade.userAgent, .userAgent), (sheet, .author)], environment: Cascade.environment,
                        validator: Cascade.computer, root: root)
    var resolver = StyleResolver(ruleSet: rules, computer: Cascade.computer)
    let rootStyle = resolver.rootStyle(of: root)
    style(childrenOf: root, parent: rootStyle, resolver: resolver)
    return 0
}

private func style(childrenOf element: Node, parent: ElementStyle, resolver: StyleResolver) {
    for child in element.childNodes where child.isElement {
        style(childrenOf: child, parent: resolver.style(of: child, parent: parent), resolver: resolver)
    }
}

/// What every run shares: the sample document, the viewport and the user-agent sheet.
private enum Cascade {
    static let document = SampleDocument.document()
    static let environment = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)
    static let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
    static let userAgent: CSSStyleSheet = {
        do {
            return try CSSStyleSheet.parse(UserAgentStyleSheet.text, name: "ua.css")
        } catch {
            fatalError("the user-agent sheet must parse: \(error)")
        }
    }()
}
