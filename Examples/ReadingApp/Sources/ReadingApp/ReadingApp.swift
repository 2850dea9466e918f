import DecorEngine
import Foundation

/// Opens an LCP-protected book, declares a reader's highlights twice (the second state moves one, drops
/// one and adds one), prints each diff, writes the decorated chapter and a snapshot of its first page.
///
///     echo PASSPHRASE | ReadingApp BOOK.epub ROOT.pem HREF OUT-FOLDER
///
/// The passphrase comes from standard input, never from the command line.
@main
struct ReadingApp {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 4 else {
            FileHandle.standardError.write(Data("usage: echo PASSPHRASE | ReadingApp BOOK.epub ROOT.pem HREF OUT-FOLDER\n".utf8))
            exit(1)
        }
        let values = Array(arguments)
        do {
            try await run(book: values[0], root: values[1], href: values[2], out: URL(fileURLWithPath: values[3]))
        } catch {
            FileHandle.standardError.write(Data("ReadingApp: \(error)\n".utf8))
            exit(2)
        }
    }

    static func run(book: String, root: String, href: String, out: URL) async throws {
        let passphrase = readLine(strippingNewline: true) ?? ""
        // Keys and rights in memory: the example leaves no state behind.
        let lcp = try LCPContentProtection(configuration: LCPConfiguration(
            trustedRootsPEM: [try String(contentsOfFile: root, encoding: .utf8)],
            passphrases: try PassphraseRepository.inMemory(), rights: try RightsDatabase.inMemory()))
        let publication = try await PublicationOpener(protections: [lcp]).open(path: book, options: OpeningOptions(credentials: passphrase))
        guard !publication.isRestricted else {
            throw ExampleError("the book is restricted: \(publication.protectionError?.message ?? "no reason given")")
        }
        print("opened \(publication.title ?? book): \(publication.readingOrder.count) documents in the reading order")

        var state = DecorationGroupState()
        let first = try state.apply(decorations: [
            Decoration(id: "april", locator: quote("April is the cruellest month", before: "", after: ", breeding", in: href),
                       style: try .highlight(tint: "#FFD700")),
            Decoration(id: "lilacs", locator: quote("Lilacs", before: "breeding\n", after: " out of the dead land", in: href),
                       style: .underline(tint: CSSColor(red: 30, green: 144, blue: 255))),
        ], in: "highlights")
        print("first state: \(summary(first))")
        let second = try state.apply(decorations: [
            Decoration(id: "april", locator: quote("the cruellest month", before: "April is ", after: ", breeding", in: href),
                       style: try .highlight(tint: "#FFD700", isActive: true)),
            Decoration(id: "winter", locator: quote("Winter kept us warm", before: "", after: ", covering", in: href),
                       style: .highlight(tint: CSSColor(red: 144, green: 238, blue: 144))),
        ], in: "highlights")
        print("second state: \(summary(second))")

        let chapter = try await publication.decorate(href: href, with: state.decorationsFile,
                                                     options: RenderOptions(settings: try LayoutSettings()))
        let snapshot = try await publication.snapshot(href: href, with: state.decorationsFile, settings: try LayoutSettings(), pages: [0])
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        guard let xhtml = chapter.data, let page = snapshot.svgs[0] else {
            throw ExampleError("nothing to write: \(chapter.failure?.message ?? "no first page")")
        }
        try xhtml.write(to: out.appendingPathComponent("chapter.xhtml"))
        try Data(page.utf8).write(to: out.appendingPathComponent("page-0001.svg"))
        for outcome in chapter.outcomes {
            print("\(outcome.id): \(outcome.error.map { "failed, \($0.message)" } ?? "placed by \(outcome.strategy?.rawValue ?? "?")")")
        }
        print("wrote \(out.path)/chapter.xhtml and page-0001.svg (\(snapshot.pages.count) pages in all)")
    }

    static func quote(_ highlight: String, before: String, after: String, in href: String) -> Locator {
        Locator(href: href, mediaType: "application/xhtml+xml", text: Locator.Text(after: after, before: before, highlight: highlight))
    }

    static func summary(_ changes: [HrefChanges]) -> String {
        changes.flatMap { $0.changes }.map { change in
            switch change {
            case .add(let decoration): "add \(decoration.id)"
            case .update(let decoration): "update \(decoration.id)"
            case .remove(let id): "remove \(id)"
            }
        }.joined(separator: ", ")
    }
}

/// What went wrong, in words.
struct ExampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
