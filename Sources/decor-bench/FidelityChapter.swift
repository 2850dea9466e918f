import DecorEngine
import Foundation

/// A chapter to measure, named `FILE.xhtml` or `BOOK.epub:HREF`. A chapter inside an EPUB is laid out
/// from a temporary copy of the whole book, written through decor's own publication reader, so that the
/// CSS, fonts and images it references relative to its own location are there, and obfuscated fonts are
/// written de-obfuscated (both engines then read the fonts the book means).
struct FidelityChapter {
    let name: String
    let file: URL
    private let extraction: URL?

    init(argument: String) throws {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, parts[0].lowercased().hasSuffix(".epub") else {
            file = URL(fileURLWithPath: argument)
            name = file.lastPathComponent
            extraction = nil
            return
        }
        name = URL(fileURLWithPath: parts[0]).lastPathComponent + ":" + parts[1]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-fidelity-\(UUID())")
        try Self.extract(URL(fileURLWithPath: parts[0]), into: folder)
        let chapter = folder.appendingPathComponent(parts[1]).standardizedFileURL
        guard chapter.path.hasPrefix(folder.standardizedFileURL.path + "/"),
              FileManager.default.fileExists(atPath: chapter.path) else {
            try? FileManager.default.removeItem(at: folder)
            throw FidelityError("\(argument): no entry \(parts[1]) in the book")
        }
        file = chapter
        extraction = folder
    }

    /// Removes the temporary copy of the book, if any.
    func discard() {
        if let extraction { try? FileManager.default.removeItem(at: extraction) }
    }

    private static func extract(_ book: URL, into folder: URL) throws {
        let publication: Publication
        do {
            publication = try PublicationOpener().open(path: book.path)
        } catch {
            throw FidelityError("\(book.path): cannot be opened (\(error))")
        }
        let root = folder.standardizedFileURL.path + "/"
        for path in publication.paths {
            let target = folder.appendingPathComponent(path).standardizedFileURL
            guard target.path.hasPrefix(root), let data = try? publication.resource(href: path).read() else { continue }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try data.write(to: target)
        }
    }
}

/// A fidelity run that cannot go on; the message names the input at fault.
struct FidelityError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
