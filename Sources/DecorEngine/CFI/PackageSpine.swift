import DOM
import Foundation

/// The package document (OPF) of a publication, for the part of a full CFI before its indirection
/// (`/6/4[chap01ref]!`): it leads to a spine `itemref`, whose manifest item names the content document.
public struct PackageSpine {
    public let package: Document
    /// The OPF's path in the container (`EPUB/package.opf`), against which manifest hrefs resolve.
    public let packagePath: String

    public init(package: Document, packagePath: String) {
        self.package = package
        self.packagePath = packagePath
    }

    /// Splits a full CFI into the href of its content document (relative to the container root, as
    /// Readium 3 writes it) and the CFI relative to that document.
    public func contentTarget(of cfi: EPUBCFI) throws -> (href: String, cfi: EPUBCFI) {
        guard let indirection = cfi.path.steps.firstIndex(where: \.followsIndirection) else {
            throw failure(cfi, "it has no indirection '!' into a content document")
        }
        let itemref = try walk(Array(cfi.path.steps[..<indirection]), cfi: cfi)
        guard itemref.localName == "itemref", let idref = itemref.attribute("idref") else {
            throw failure(cfi, "the package steps lead to <\(itemref.localName ?? "?")>, not a spine itemref")
        }
        guard let item = package.element(withID: idref), item.localName == "item", let href = item.attribute("href") else {
            throw failure(cfi, "no manifest item has the id '\(idref)'")
        }
        var content = cfi
        content.path.steps = Array(cfi.path.steps[indirection...])
        content.path.steps[0].followsIndirection = false
        return (Self.resolve(href, against: packagePath), content)
    }

    /// The package part of the full CFIs of a content document: the steps to its itemref, with id assertions.
    public func spineSteps(forHref href: String) throws -> [CFIStep] {
        let target = href.hasPrefix("/") ? String(href.dropFirst()) : href
        guard let item = package.rootElement?.descendants(named: "item", namespace: Self.opfNamespace)
            .first(where: { $0.attribute("href").map { Self.resolve($0, against: packagePath) } == target }),
            let id = item.attribute("id"),
            let itemref = package.rootElement?.descendants(named: "itemref", namespace: Self.opfNamespace)
                .first(where: { $0.attribute("idref") == id }) else {
            throw CFIError.notExpressible(document: packagePath, reason: "\(href) is not in the spine")
        }
        return try EPUBCFI.elementSteps(to: itemref)
    }

    static let opfNamespace = "http://www.idpf.org/2007/opf"

    private func walk(_ steps: [CFIStep], cfi: EPUBCFI) throws -> Node {
        guard var element = package.rootElement, !steps.isEmpty else { throw failure(cfi, "it has no package steps") }
        for step in steps {
            if let id = step.id, let identified = package.element(withID: id),
               element.childElement(atStep: step.index)?.id != id {
                element = identified
                continue
            }
            guard let child = element.childElement(atStep: step.index) else {
                throw failure(cfi, "package step /\(step.index) does not lead to an element")
            }
            element = child
        }
        return element
    }

    /// A manifest href made relative to the container root: resolved against the OPF's folder, dot
    /// segments removed, percent-escapes decoded; it can never climb above the root.
    static func resolve(_ href: String, against packagePath: String) -> String {
        let path = href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href
        let decoded = path.removingPercentEncoding ?? path
        var segments = packagePath.split(separator: "/").dropLast().map(String.init)
        for segment in decoded.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(String(segment))
            }
        }
        return segments.joined(separator: "/")
    }

    private func failure(_ cfi: EPUBCFI, _ reason: String) -> CFIError {
        .unresolvable(cfi: cfi.description, document: packagePath, reason: reason)
    }
}
