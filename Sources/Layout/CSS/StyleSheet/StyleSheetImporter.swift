/// Fills in the style sheets of `@import` rules from the publication, through a loader the caller
/// supplies: nothing is ever fetched from the network, hrefs out of the container are ignored,
/// cycles are cut and the number and depth of imports are bounded.
package struct StyleSheetImporter {
    /// Returns the text of the resource at a container path, or nil when there is none.
    package typealias Loader = (_ containerPath: String) throws -> String?

    package static let maximumDepth = 8
    package static let maximumSheets = 64

    private let loader: Loader
    private var loadedSheets = 0

    package init(loader: @escaping Loader) { self.loader = loader }

    /// The sheet with every resolvable `@import` filled in; `path` is the sheet's own container path.
    /// Imports that cannot be loaded or parsed stay empty, as a browser ignores a missing sheet.
    package mutating func resolveImports(of sheet: CSSStyleSheet, at path: String) -> CSSStyleSheet {
        resolve(sheet, at: path, ancestors: [path])
    }

    private mutating func resolve(_ sheet: CSSStyleSheet, at path: String, ancestors: [String]) -> CSSStyleSheet {
        var resolved = sheet
        for (index, rule) in sheet.rules.enumerated() {
            guard case .importRule(var importRule) = rule,
                  ancestors.count < Self.maximumDepth, loadedSheets < Self.maximumSheets,
                  let target = ContainerHref.resolve(importRule.href, relativeTo: path),
                  !ancestors.contains(target),
                  let text = try? loader(target),
                  let imported = try? CSSStyleSheet.parse(text, name: target) else { continue }
            loadedSheets += 1
            importRule.styleSheet = resolve(imported, at: target, ancestors: ancestors + [target])
            resolved.rules[index] = .importRule(importRule)
        }
        return resolved
    }
}
