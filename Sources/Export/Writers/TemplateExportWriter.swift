import DecorEngine
import Foundation
import Mustache

/// A format whose reader × publication files come from the user's Mustache template (`--template
/// md=FILE`, `--template html=FILE`) instead of decor's layout; the reader's index stays decor's. The
/// template sees `TemplateContext`'s values, already escaped for the format, and renders in Mustache's
/// TEXT content type so nothing is escaped twice. Templates cannot load partials or files.
public struct TemplateExportWriter: ExportWriter {
    /// Larger template files are refused.
    static let maxTemplateBytes = 1 << 20

    /// The pragma put before every template: values come escaped, so Mustache must not escape them again.
    private static let textContentType = "{{% CONTENT_TYPE: TEXT}}"

    private let base: any ExportWriter
    private let template: MustacheTemplate
    private let markup: TemplateContext.Markup
    public let templateDigest: String?

    public var name: String { base.name }
    public var fileExtension: String { base.fileExtension }

    /// Reads and parses the template at `path` for `base`'s format (`md` or `html`); a syntax error is an
    /// input error naming the file and line.
    public init(for base: any ExportWriter, templateAt path: String) throws(ExportError) {
        switch base.name {
        case "md": markup = .markdown
        case "html": markup = .html
        default: throw .invalidOption(name: "template", reason: "templates are for md and html, not '\(base.name)'")
        }
        let url = URL(fileURLWithPath: path)
        guard let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize,
              let data = FileManager.default.contents(atPath: path) else {
            throw .invalidTemplate(path: path, line: nil, reason: "cannot read the file")
        }
        guard size <= Self.maxTemplateBytes, data.count <= Self.maxTemplateBytes else {
            throw .invalidTemplate(path: path, line: nil, reason: "larger than \(Self.maxTemplateBytes >> 20) MiB")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .invalidTemplate(path: path, line: nil, reason: "not UTF-8 text")
        }
        // The pragma shares the first line with the template, so the parser's line numbers stay the file's.
        do {
            template = try MustacheTemplate(string: Self.textContentType + text)
        } catch let error as MustacheTemplate.ParserError {
            // The parser's errors are enum cases (`sectionCloseNameIncorrect`): said as words.
            let words = "\(error.error)".replacing(/([a-z])([A-Z])/) { "\($0.1) \($0.2.lowercased())" }
            let context = error.context
            let column = context.lineNumber == 1 ? max(1, context.columnNumber - Self.textContentType.count) : context.columnNumber
            throw .invalidTemplate(path: path, line: context.lineNumber, reason: "\(words) at column \(column)")
        } catch {
            throw .invalidTemplate(path: path, line: nil, reason: "\(error)")
        }
        self.base = base
        templateDigest = "sha256:" + Digest.sha256(data).hexString
    }

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        Data(template.render(TemplateContext(markup: markup, links: links).values(of: unit)).utf8)
    }

    public func index(for shelf: ReaderShelf) -> Data? {
        base.index(for: shelf)
    }

    /// `writers` with the formats named in `options` (`FORMAT=FILE`, as `--template` takes them) rendered
    /// by those templates; every template is read before any export work starts.
    public static func applying(_ options: [String], to writers: [any ExportWriter]) throws(ExportError) -> [any ExportWriter] {
        var writers = writers
        for option in options {
            let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else {
                throw .invalidOption(name: "template", reason: "expected FORMAT=FILE (md=notes.mustache), not '\(option)'")
            }
            guard let index = writers.firstIndex(where: { $0.name == parts[0] }) else {
                throw .invalidOption(name: "template", reason: "'\(parts[0])' is not among the --format formats")
            }
            writers[index] = try TemplateExportWriter(for: writers[index], templateAt: parts[1])
        }
        return writers
    }
}
