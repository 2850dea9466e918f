import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench export`: a generated catalogue (quotes with context taken from the fixture books' own text,
/// spread over many readers) imported and exported by the `decor` binary: throughput, peak memory (from
/// `/usr/bin/time`), and the speed-up of shard processes running side by side.
struct ExportBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a generated catalogue; prints highlights/s, peak memory and the speed-up of shards.")

    @Option(help: "How many highlights to generate.")
    var highlights = 100_000

    @Option(help: "How many readers they belong to.")
    var readers = 1000

    @Option(help: "The formats to export (svg: cards, each highlight drawn on its page).")
    var format = "md,json"

    @Option(help: "decor export's --page-layout (WxH, or none to skip layout pages and card pictures).")
    var pageLayout: String?

    @Option(help: "How many shard processes to compare with one process (0 to skip).")
    var shards = 2

    @Option(help: "A postgres:// URL of an empty database to measure the PostgreSQL source too (scripts/postgres.sh database NAME).")
    var postgres: String?

    @Option(help: "The decor binary (default: beside decor-bench).")
    var decor: String?

    @Option(help: """
        How many copies of each fixture book the catalogue holds, each a publication of its own: with several, \
        the highlights spread over many books of similar sizes, as in a real catalogue, so that shards can share \
        the work (a book never splits across shards).
        """)
    var copies = 1

    @Option(help: "A new folder to keep the generated catalogue (highlights.jsonl, highlights.sqlite) and the outputs in, to profile or re-run them (default: a temporary folder, removed).")
    var keep: String?

    static let books: [String] = ["moby-dick.epub", "childrens-literature.epub", "accessible_epub_3.epub", "georgia-cfi.epub",
                                  "wasteland-otf-obf.epub"].map { "Tests/Fixtures/epub/\($0)" }

    func run() throws {
        let executable = decor ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("decor").path
        // A folder of an earlier run would hold its outputs, and the export would resume them instead of working.
        if let keep, FileManager.default.fileExists(atPath: keep) { throw ValidationError("--keep \(keep) exists already: give a new folder") }
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let lines = folder.appendingPathComponent("highlights.jsonl")
        try generate(into: lines, books: try copiedBooks(in: folder))

        let database = folder.appendingPathComponent("highlights.sqlite").path
        _ = try ChildProcess.run(executable, ["export", "init", database], discardsOutput: true)
        let importing = try timed(executable, ["export", "import", database, lines.path])
        print(String(format: "import (SQLite): %d highlights in %.2f s, %.0f highlights/s", highlights, importing.seconds,
                     Double(highlights) / importing.seconds))

        var single = 0.0
        for (name, source) in [("SQLite", database)] + (postgres.map { [("PostgreSQL", $0)] } ?? []) {
            if name == "PostgreSQL" {
                _ = try ChildProcess.run(executable, ["export", "init", source], discardsOutput: true)
                let loaded = try timed(executable, ["export", "import", source, lines.path])
                print(String(format: "import (PostgreSQL): %.2f s", loaded.seconds))
            }
            let out = folder.appendingPathComponent("out-\(name)").path
            let run = try timed(executable, ["export", source, "--out", out, "--format", format] + layoutArguments)
            if name == "SQLite" { single = run.seconds }
            print(String(format: "export %@ from %@: %.2f s, %.0f highlights/s, peak memory %.0f MB", format, name, run.seconds,
                         Double(highlights) / run.seconds, Double(run.peakKilobytes) / 1024))
        }
        guard shards > 1 else { return }
        let out = folder.appendingPathComponent("out-shards").path
        let clock = ContinuousClock()
        let group = DispatchGroup()
        let elapsed = clock.measure {
            for index in 0..<shards {
                DispatchQueue.global().async(group: group) {
                    _ = try? ChildProcess.run(executable, ["export", database, "--out", out, "--format", format,
                                                            "--shard", "\(index)/\(shards)", "--jobs", "1"] + layoutArguments,
                                              discardsOutput: true)
                }
            }
            group.wait()
        }
        let seconds = BenchmarkClock.seconds(elapsed)
        print(String(format: "%d shard processes from SQLite: %.2f s, speed-up %.2f× over one process", shards, seconds, single / seconds))
    }

    private var layoutArguments: [String] { pageLayout.map { ["--page-layout", $0] } ?? [] }

    /// Runs decor under `/usr/bin/time` for its wall time and peak resident memory.
    private func timed(_ executable: String, _ arguments: [String]) throws -> (seconds: Double, peakKilobytes: Int) {
        let clock = ContinuousClock()
        var outcome: ChildProcess.Outcome?
        let elapsed = try clock.measure { outcome = try ChildProcess.run("/usr/bin/time", ["-f", "%M", executable] + arguments) }
        let errors = String(decoding: outcome?.errors ?? Data(), as: UTF8.self)
        guard outcome?.status == 0 else { throw ValidationError("decor \(arguments.joined(separator: " ")) failed: \(errors)") }
        let peak = errors.split(separator: "\n").last.flatMap { Int($0) } ?? 0
        return (BenchmarkClock.seconds(elapsed), peak)
    }

    /// Each fixture book's publications: the book itself, or `copies` copies of it in `folder`.
    private func copiedBooks(in folder: URL) throws -> [String: [String]] {
        let shelf = folder.appendingPathComponent("books")
        if copies > 1 { try FileManager.default.createDirectory(at: shelf, withIntermediateDirectories: true) }
        var books: [String: [String]] = [:]
        for book in Self.books {
            let url = URL(fileURLWithPath: book)
            guard copies > 1 else {
                books[url.path] = [url.path]
                continue
            }
            let name = url.deletingPathExtension().lastPathComponent
            books[url.path] = try (1...copies).map { copy in
                let target = shelf.appendingPathComponent("\(name)-\(copy).epub").path
                try FileManager.default.copyItem(atPath: url.path, toPath: target)
                return target
            }
        }
        return books
    }

    /// Writes `highlights` import lines: quotes of 3 to 12 words at random places of the books' documents,
    /// each in one of its book's publications (`books`).
    private func generate(into url: URL, books: [String: [String]]) throws {
        var random = SplitMix64(seed: 11)
        var documents: [(book: String, href: String, words: [Substring])] = []
        for book in Self.books {
            let publication = try PublicationOpener(protections: []).open(path: book, options: OpeningOptions())
            for link in publication.readingOrder where link.mediaType == "application/xhtml+xml" {
                let document = try Document.parse(try publication.resource(href: link.href).read(), name: link.href)
                let words = (document.body?.textContent ?? "").split(whereSeparator: \.isWhitespace)
                if words.count > 40 { documents.append((URL(fileURLWithPath: book).path, link.href, words)) }
            }
        }
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var batch = ""
        for index in 0..<highlights {
            let document = documents[Int(random.next() % UInt64(documents.count))]
            let publications = books[document.book] ?? [document.book]
            let publication = publications.count == 1 ? publications[0] : publications[Int(random.next() % UInt64(publications.count))]
            let start = Int(random.next() % UInt64(document.words.count - 20))
            let length = 3 + Int(random.next() % 10)
            let quote = document.words[start..<(start + length)].joined(separator: " ")
            let before = document.words[max(0, start - 5)..<start].joined(separator: " ")
            let line: JSONValue = [
                "id": .string("h\(index)"), "reader": .string("reader\(index % readers)"), "publication": .string(publication),
                "tint": "#8fd14f", "note": index % 3 == 0 ? .string("note \(index)") : .null, "tags": ["bench"],
                "locator": ["href": .string(document.href), "text": ["before": .string(before + " "), "highlight": .string(quote)]],
            ]
            batch += JSONWriter().string(line) + "\n"
            if batch.utf8.count > 1 << 20 {
                try handle.write(contentsOf: Data(batch.utf8))
                batch = ""
            }
        }
        try handle.write(contentsOf: Data(batch.utf8))
    }
}
