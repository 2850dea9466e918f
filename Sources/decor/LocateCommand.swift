import ArgumentParser
import DecorEngine
import Foundation

/// `decor locate (PUB --href H | DOC) (--locator JSON | --cfi CFI | --selector JSON | --jsonl FILE)`:
/// where a locator, CFI or W3C selector lands in a content document, as JSON.
struct LocateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Resolve a Readium locator, an EPUB CFI or W3C annotation selectors to a DOM range.",
        discussion: """
        Prints {strategy, score, text, start: {path, offset}, end: {path, offset}, textOffsets: [s, e], cfi,
        quote: {before, highlight, after}}. path: child-node indices from the document node (every node kind
        counts, a DOCTYPE included); offset: UTF-16 units in text, child index in elements; textOffsets:
        UTF-16 offsets into the document element's text; cfi: the range's canonical partial CFI.
        --jsonl FILE (- for stdin) reads one {id, locator|cfi|selector} object per line and prints one
        {id, ...result} or {id, error: {code, message}} line each; it exits 0 when the file could be read,
        whatever the individual results.
        """)

    @Argument(help: "A publication (.epub, OCF ZIP, folder, .lcpl), or a single XHTML/HTML document.")
    var input: String

    @Option(help: "The content document in the publication (OPS/chapter_001.xhtml; a leading / is accepted). Without it, each locator's href or full CFI names its document.")
    var href: String?

    @Option(help: "A Readium locator as JSON.")
    var locator: String?

    @Option(help: "An EPUB CFI: partial (/4/2/1:3), or full (epubcfi(/6/4!/4/2/1:3)) whose spine step must lead to the document.")
    var cfi: String?

    @Option(help: "A W3C Web Annotation selector as JSON (one selector, or an array of alternatives for one target).")
    var selector: String?

    @Option(help: "A JSON Lines file of {id, locator|cfi|selector} objects; - reads stdin.")
    var jsonl: String?

    @OptionGroup var options: PublicationOptions

    func validate() throws {
        let given = [locator, cfi, selector, jsonl].compactMap { $0 }.count
        guard given == 1 else { throw ValidationError("give exactly one of --locator, --cfi, --selector or --jsonl") }
    }

    func run() throws {
        let target = try LocateTarget(input: input, href: href, options: options)
        if let jsonl {
            try runBatch(jsonl, target: target)
            return
        }
        do {
            let query: LocateQuery
            if let locator {
                query = .locator(try Locator(jsonData: Data(locator.utf8)))
            } else if let cfi {
                query = .cfi(try EPUBCFI(cfi))
            } else {
                guard let json = try? JSONValue.parse(Data((selector ?? "").utf8)) else {
                    throw LocatorError(field: "selector", reason: "not JSON")
                }
                query = .selectors(try AnnotationSelector.parseAll(json))
            }
            JSONOutput.print(json: try target.locate(query).report)
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }

    private func runBatch(_ path: String, target: LocateTarget) throws {
        let data: Data
        do {
            data = path == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: "unreadable", message: "\(path): \(error.localizedDescription)", asJSON: true)
        }
        for record in JSONLines.records(in: data) {
            var id = JSONValue.null
            let result: [JSONMember]
            do {
                guard let members = (try? JSONParser().parse(Array(record.bytes)))?.members else {
                    throw LocatorError(field: "", reason: "line \(record.line) is not a JSON object")
                }
                id = members["id"] ?? .null
                result = try target.locate(LocateQuery(batchLine: members)).report.members ?? []
            } catch {
                let failure = CommandFailure(error, asJSON: true)
                result = [JSONMember("error", ["code": .string(failure.code), "message": .string(failure.message)])]
            }
            JSONOutput.print(json: .object([JSONMember("id", id)] + result), pretty: false)
        }
    }
}
