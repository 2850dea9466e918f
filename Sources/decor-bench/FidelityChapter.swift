import Foundation

/// A chapter to measure, named `FILE.xhtml` or `BOOK.epub:HREF`. A chapter inside an EPUB is laid out
/// from a temporary copy of the whole book, so that the CSS, fonts and images it references relative
/// to its own location are there.
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
        try Self.unzip(URL(fileURLWithPath: parts[0]), into: folder)
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

    private static func unzip(_ book: URL, into folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // unzip refuses entries that would land outside the folder (`../`, absolute paths).
        process.arguments = ["unzip", "-q", "-o", book.path, "-d", folder.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FidelityError("\(book.path): unzip failed with status \(process.terminationStatus) (is unzip installed?)")
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
