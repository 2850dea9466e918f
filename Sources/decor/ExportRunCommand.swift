import ArgumentParser
import DecorEngine
import Export
import Foundation

/// `decor export SOURCE --out DIR …`: the export run itself.
struct ExportRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Export every reader's highlights from SOURCE into DIR (the default subcommand).",
        discussion: """
        Writes DIR/<reader>/<publication-slug>.<ext> per format and DIR/<reader>/index.<ext>, and DIR/report.json \
        {"highlights", "exported", "orphans": [{"id", "reader", "publication", "reason"}], "restricted": \
        [{"publication", "reason", "highlights"}], "units"}; prints a summary JSON. Exit 0 when the run completed, \
        orphans or not (--strict: 2 on orphans, 3 on restricted books); 2 or 3 when the inputs are unusable.
        """)

    @Argument(help: "A SQLite highlights database, a postgres:// URL, a JSON Lines file or a W3C Web Annotation collection.")
    var source: String

    @Option(help: "The output folder.")
    var out: String

    @Option(help: "Comma-separated formats: md, html, json (W3C Web Annotations), calibre, readwise, svg (cards).")
    var format = "md,html,json"

    @Option(name: .customLong("template"), help: ArgumentHelp(
        "A Mustache template for md or html files (repeatable; docs/commands.md lists its values).", valueName: "FORMAT=FILE"))
    var templates: [String] = []

    @Option(help: "A JSON file {\"<publication>\": {\"passphrase\"|\"password\": \"…\"}}.")
    var credentials: String?

    @Option(help: "INDEX/COUNT: export only this shard's publications (default: JOB_COMPLETION_INDEX and DECOR_EXPORT_SHARDS).")
    var shard: String?

    @Option(help: "Export only readers × publications changed after this ISO 8601 time; 'last' for the previous completed run's watermark.")
    var since: String?

    @Flag(help: "Resume an interrupted run from its manifest (same settings), skipping finished units.")
    var resume = false

    @Option(help: "Progress on stderr: bar (the default on a terminal), jsonl (events for orchestrators) or none.")
    var progress: String?

    @Flag(help: "No progress on stderr: --progress none, under the name render, snapshot and layout give it.")
    var quiet = false

    @Flag(help: "Fail (exit 2, or 3 for restricted books) when any highlight is orphaned or restricted.")
    var strict = false

    @Option(help: "How many publications to work on at once (default: the number of cores).")
    var jobs: Int?

    @Option(name: .customLong("page-layout"), help: ArgumentHelp(
        "The paginated layout pages are counted at when a book has no page list, and SVG cards drawn at (default: none, or 1024x768 with --format svg).",
        valueName: "WxH|none"))
    var pageLayout: String?

    @Option(name: .customLong("link-base"), help: "The start of each highlight's link (default decor://render/).")
    var linkBase: String?

    @Option(name: .customLong("lcp-root"), help: ArgumentHelp(
        "A PEM root certificate LCP provider certificates must chain to (repeatable; also DECOR_LCP_ROOTS).", valueName: "PEM"))
    var lcpRoots: [String] = []

    @Option(name: .customLong("lcp-crl"), help: ArgumentHelp(
        "A certificate revocation list for LCP provider certificates, from a URL or a file (repeatable; also DECOR_LCP_CRL).",
        valueName: "URL|FILE"))
    var lcpCRLs: [String] = []

    func validate() throws {
        if let progress, !["bar", "jsonl", "none"].contains(progress) {
            throw ValidationError("--progress takes bar, jsonl or none")
        }
        if quiet, let progress, progress != "none" { throw ValidationError("--quiet contradicts --progress \(progress)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let pageLayout, pageLayout != "none", (try? ReferenceLayout(parsing: pageLayout)) == nil {
            throw ValidationError("--page-layout takes WIDTHxHEIGHT in CSS px (like 1024x768) or none")
        }
    }

    func run() throws {
        let display = ExportProgressDisplay(mode: quiet ? "none" : progress ?? (isatty(STDERR_FILENO) == 1 ? "bar" : "none"))
        let report = try ExportCommandSupport.runBlocking { () -> (ExportReport, JSONValue) in
            let started = Date()
            let writers = try TemplateExportWriter.applying(templates, to: try ExportFormats.writers(named: format))
            let opened = try await ExportCommandSupport.openSource(source)
            var run = ExportRun(
                source: opened.source, access: try access(), output: ExportOutputFolder(root: URL(fileURLWithPath: out)),
                writers: writers, sourceDescription: PostgresHighlightSource.redacted(source))
            run.shard = try shard.map { try ShardAssignment(parsing: $0) }
                ?? ShardAssignment(environment: ProcessInfo.processInfo.environment)
            run.since = since
            run.resume = resume
            if let jobs { run.concurrency = jobs }
            if let linkBase { run.links = HighlightLinks(base: linkBase) }
            // Laying chapters out costs far more than resolving highlights, so pages at a layout are opt-in,
            // except that SVG cards need a layout anyway.
            run.referenceLayout = try pageLayout.map { $0 == "none" ? nil : try ReferenceLayout(parsing: $0) }
                ?? (writers.contains { $0.drawsExcerpts } ? .standard : nil)
            run.onEvent = display.show
            let report = try await run.run()
            let elapsed = Date().timeIntervalSince(started)
            var summary = report.json.members ?? []
            summary = summary.map { member in
                switch member.key {
                case "orphans", "restricted": JSONMember(member.key, JSONValue(member.value.arrayValue?.count ?? 0))
                default: member
                }
            }
            summary += [
                JSONMember("resumedUnits", JSONValue(report.resumedUnits)),
                JSONMember("rejected", .array(opened.rejected.map(\.json))),
                JSONMember("shard", .string(run.shard.description)),
                JSONMember("report", .string(URL(fileURLWithPath: out).appendingPathComponent(run.reportPath).path)),
                JSONMember("seconds", JSONValue((elapsed * 1000).rounded() / 1000)),
                JSONMember("highlightsPerSecond", JSONValue(elapsed > 0 ? (Double(report.highlights) / elapsed).rounded() : 0)),
            ]
            return (report, .object(summary))
        }
        JSONOutput.print(json: report.1)
        guard strict, !report.0.isClean else { return }
        let restricted = !report.0.restricted.isEmpty
        throw CommandFailure(exitCode: restricted ? CommandFailure.protection : CommandFailure.input, code: "strict",
                             message: restricted ? "some publications are restricted (see report.json)" : "some highlights are orphans (see report.json)",
                             asJSON: false)
    }

    private func access() throws -> PublicationAccess {
        let options = try PublicationOptions.parse(lcpRoots.flatMap { ["--lcp-root", $0] } + lcpCRLs.flatMap { ["--lcp-crl", $0] })
        let file = try credentials.map { try CredentialsFile(contentsOf: URL(fileURLWithPath: $0)) } ?? .empty
        return PublicationAccess(opener: PublicationOpener(protections: try options.protections()), credentials: file)
    }
}
