import ArgumentParser
import DecorEngine
import Export
import Foundation

/// `decor export`: every reader's highlights of a catalogue, re-anchored and written per reader and book
/// (`decor export SOURCE --out DIR`), and the highlights database it reads (`init`, `import`).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export readers' highlights of whole catalogues (Markdown, HTML, W3C JSON, calibre, Readwise).",
        subcommands: [ExportRunCommand.self, ExportInitCommand.self, ExportImportCommand.self],
        defaultSubcommand: ExportRunCommand.self)
}

/// `decor export init DB`: creates (or migrates) a highlights database.
struct ExportInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Create an empty highlights database (SQLite file or postgres:// URL), or migrate one.")

    @Argument(help: "A SQLite file to create, or a postgres:// URL.")
    var database: String

    func run() throws {
        try ExportCommandSupport.runBlocking {
            let store = try ExportCommandSupport.openStore(database, create: true)
            try await store.migrate()
            JSONOutput.print(json: ["database": .string(database), "schemaVersion": JSONValue(HighlightSchema.version)])
        }
    }
}

/// `decor export import DB FILE.jsonl|FILE.json|-`: adds or updates highlights, one JSON object a line or
/// the annotations of a W3C Web Annotation collection.
struct ExportImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add or update highlights from a JSON Lines file (- for stdin) or a W3C Web Annotation collection.",
        discussion: """
        Each line: {"id", "reader", "publication" (a path relative to the file's folder, or a URL), "locator" | \
        "selector" (with "href" when the chapter is known) | "cfi", "style"?, "tint"?, "note"?, "tags"?, \
        "created"?, "updated"?, "deleted"?}. A bad line is reported on stderr and in the summary's \
        "rejected": [{"line", "reason"}]; the others are imported (exit 0). A W3C Web Annotation collection \
        (Hypothesis's export, decor's --format json) is read too, told apart by content; a bad annotation is \
        reported as {"line", "annotation" (its 0-based index), "reason"}.
        """)

    @Argument(help: "The highlights database (made by decor export init): a SQLite file or a postgres:// URL.")
    var database: String

    @Argument(help: "A JSON Lines file or a W3C Web Annotation collection, or - for stdin (JSON Lines).")
    var file: String

    func run() throws {
        try ExportCommandSupport.runBlocking {
            let store = try ExportCommandSupport.openStore(database, create: false)
            let importer = HighlightImporter(store: store) { rejection in
                StandardError.write("decor: \(rejection.place): \(rejection.reason)\n")
            }
            let summary = if file == "-" {
                try await importer.importLines(from: FileHandle.standardInput,
                                               folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            } else {
                try await importer.importFile(at: file)
            }
            JSONOutput.print(json: summary.json)
        }
    }
}
