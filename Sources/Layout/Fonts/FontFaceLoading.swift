import Foundation

/// Why one `@font-face` rule gave no face: reported, never fatal, since the browser falls back too.
package struct FontFaceLoadingIssue: Equatable, Sendable, CustomStringConvertible {
    package enum Reason: Error, Equatable, Sendable {
        /// No `url()` source with a format HarfBuzz reads (TrueType/OpenType; WOFF and WOFF2 are not
        /// decoded) that resolves inside the container.
        case noUsableSource
        /// The file is not in the publication.
        case missing(path: String)
        /// The file is there but is not a font (still obfuscated, compressed, damaged…).
        case unreadable(path: String, FontError)
    }

    package var family: String
    package var reason: Reason

    package var description: String {
        switch reason {
        case .noUsableSource: "@font-face '\(family)': no TrueType/OpenType url() source inside the publication"
        case .missing(let path): "@font-face '\(family)': \(path) is not in the publication"
        case .unreadable(let path, let error): "@font-face '\(family)': \(path): \(error)"
        }
    }
}

/// Registers the publication's `@font-face` faces: each rule's first source that resolves inside the
/// container, has a readable format and loads; `local()` sources are skipped, since results must not
/// depend on installed fonts.
package enum FontFaceLoading {
    /// Returns the rules that gave no face, with the reason. `load` returns a container resource's
    /// bytes (de-obfuscated), nil when there is none.
    @discardableResult
    package static func register(_ rules: [CSSFontFaceRule], styleSheetPath: String, into registry: inout FontRegistry,
                                load: (_ containerPath: String) throws -> Data?) -> [FontFaceLoadingIssue] {
        var files = FontFaceFiles()
        return register(rules, styleSheetPath: styleSheetPath, into: &registry, files: &files, load: load)
    }

    /// As above, with the files already loaded (by this document's other style sheets) taken from `files`.
    @discardableResult
    static func register(_ rules: [CSSFontFaceRule], styleSheetPath: String, into registry: inout FontRegistry,
                         files: inout FontFaceFiles, load: (_ containerPath: String) throws -> Data?)
        -> [FontFaceLoadingIssue] {
        var issues: [FontFaceLoadingIssue] = []
        for rule in rules {
            var lastIssue = FontFaceLoadingIssue(family: rule.family, reason: .noUsableSource)
            var registered = false
            for source in rule.sources where isReadable(source.format) {
                guard case .url(let href) = source.location,
                      let path = ContainerHref.resolve(href, relativeTo: styleSheetPath) else { continue }
                let outcome = files.face(at: path, load: load)
                guard case .success(let face) = outcome else {
                    if case .failure(let reason) = outcome { lastIssue.reason = reason }
                    continue
                }
                registry.register(face, family: rule.family, descriptor: FaceDescriptor(weight: rule.weight, style: rule.style))
                registered = true
                break
            }
            if !registered { issues.append(lastIssue) }
        }
        return issues
    }

    private static func isReadable(_ format: String?) -> Bool {
        guard let format else { return true }
        return ["truetype", "opentype", "truetype-variations", "opentype-variations"].contains(format)
    }
}
