import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench locate`: parsing and text indexing of a long chapter (beside `xmllint --noout`), then
/// exact and approximate text-quote resolution, in ms per locator.
struct LocateBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Parse + text index of a chapter, then 1,000 exact and 200 approximate (~5% errors) quotes.")

    @Option(help: "An XHTML file; by default childrens-literature's s04.xhtml, extracted with unzip.")
    var document: String?

    @Option(help: "Exact quotes to resolve.")
    var exact = 1000

    @Option(help: "Quotes with ~5% character errors to resolve.")
    var approximate = 200

    @Option(help: "Parse repetitions.")
    var repetitions = 20

    func run() throws {
        let (data, path) = try loadDocument()
        print("document: \(path) (\(data.count) bytes)")

        var parsed: Document?
        var phases: [[Double]] = []
        for _ in 0..<repetitions {
            var document: Document?
            let parse = try measure { document = try Document.parse(data, name: "s04.xhtml") }
            let textIndex = measure { _ = document?.text }
            let searchIndex = measure { _ = document.map { LocatorResolver(document: $0).warmedUp() } }
            phases.append([parse, textIndex, searchIndex, parse + textIndex + searchIndex])
            parsed = document
        }
        let medians = (0..<4).map { phase in median(phases.map { $0[phase] }) }
        print(String(format: "parse %.2f ms + text index %.2f ms + quote search index %.2f ms = %.2f ms (medians of %d runs)",
                     medians[0], medians[1], medians[2], medians[3], repetitions))
        if let xmllint = try? measureXmllint(path) {
            print(String(format: "xmllint --noout: %.2f ms per parse (its --timing --repeat), %.2f ms for a whole run", xmllint.parse, xmllint.run))
        } else {
            print("xmllint --noout:    not available (apt-get install libxml2-utils)")
        }

        let document = try XCTUnwrapped(parsed)
        let text = document.text
        let body = document.body.map(text.offsets(of:)) ?? 0..<text.length
        var random = SplitMix(seed: 42)
        let resolver = LocatorResolver(document: document)
        _ = resolver.warmedUp()

        let exactCases = (0..<exact).map { _ in QuoteCase.make(in: text, body: body, length: 20...80, errorRate: 0, random: &random) }
        let (exactTime, exactHits) = resolve(exactCases, with: resolver)
        report("exact quotes", count: exact, time: exactTime, hits: exactHits)

        let fuzzyCases = (0..<approximate).map { _ in QuoteCase.make(in: text, body: body, length: 40...120, errorRate: 0.05, random: &random) }
        let (fuzzyTime, fuzzyHits) = resolve(fuzzyCases, with: resolver)
        report("quotes with ~5% errors", count: approximate, time: fuzzyTime, hits: fuzzyHits)
    }

    private func report(_ label: String, count: Int, time: Double, hits: Int) {
        print(String(format: "%@: %d in %.1f ms total, %.3f ms per locator, %d found at the right place",
                     label, count, time, time / Double(max(1, count)), hits))
    }

    private func resolve(_ cases: [QuoteCase], with resolver: LocatorResolver) -> (Double, Int) {
        var hits = 0
        let time = measure {
            for quoteCase in cases {
                let located = try? resolver.resolve(quoteCase.locator)
                if let located, quoteCase.isFound(at: resolver.document.text.offset(of: located.range.start), in: resolver.document.text) {
                    hits += 1
                }
            }
        }
        return (time, hits)
    }

    private func loadDocument() throws -> (Data, String) {
        if let document { return (try Data(contentsOf: URL(fileURLWithPath: document)), document) }
        let epub = "Tests/Fixtures/epub/childrens-literature.epub"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-s04.xhtml")
        let unzipped = try ChildProcess.run("/usr/bin/unzip", ["-p", epub, "EPUB/s04.xhtml"])
        let data = unzipped.output
        guard unzipped.status == 0, !data.isEmpty else {
            throw ValidationError("run from the package root, or pass --document (could not unzip \(epub))")
        }
        try data.write(to: output)
        return (data, output.path)
    }

    /// xmllint's own timing of 100 parses (`--timing --repeat`), per parse, and the wall time of one
    /// whole `xmllint --noout` run (process start included).
    private func measureXmllint(_ path: String) throws -> (parse: Double, run: Double) {
        func xmllint(_ arguments: [String]) throws -> String {
            let outcome = try ChildProcess.run("/usr/bin/xmllint", arguments + [path])
            let output = String(decoding: outcome.errors, as: UTF8.self)
            guard outcome.status == 0 else { throw ValidationError("xmllint failed: \(output)") }
            return output
        }
        let timing = try xmllint(["--noout", "--timing", "--repeat"])
        guard let line = timing.split(separator: "\n").last(where: { $0.contains("iterations took") }),
              let milliseconds = line.split(separator: " ").dropLast().last.flatMap({ Double($0) }) else {
            throw ValidationError("unexpected xmllint timing output")
        }
        let run = try measure { _ = try xmllint(["--noout"]) }
        return (milliseconds / 100, run)
    }

    private func measure(_ body: () throws -> Void) rethrows -> Double {
        // A whole measured block, not per-call timers, so the figure includes everything a caller pays.
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    private func XCTUnwrapped<T>(_ value: T?) throws -> T {
        guard let value else { throw ValidationError("nothing was parsed") }
        return value
    }
}

/// A quote cut from the document at a known place, possibly with typing errors, and its context.
private struct QuoteCase {
    let locator: Locator
    let expectedStart: Int

    /// Right when the found start is the expected one, give or take a few units or white space.
    func isFound(at start: Int, in text: DocumentText) -> Bool {
        let between = text.substring(min(start, expectedStart)..<max(start, expectedStart))
        return between.utf16.count <= 3 || between.allSatisfy(\.isWhitespace)
    }

    static func make(in text: DocumentText, body: Range<Int>, length: ClosedRange<Int>, errorRate: Double,
                     random: inout SplitMix) -> QuoteCase {
        let quoteLength = Int.random(in: length, using: &random)
        let start = Int.random(in: (body.lowerBound + 40)...(body.upperBound - quoteLength - 40), using: &random)
        var quote = Array(text.utf16[start..<(start + quoteLength)])
        let errors = Int((Double(quoteLength) * errorRate).rounded())
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf16)
        for _ in 0..<errors {
            let index = Int.random(in: 1..<(quote.count - 1), using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: quote[index] = letters.randomElement(using: &random)!
            case 1: quote.remove(at: index)
            default: quote.insert(letters.randomElement(using: &random)!, at: index)
            }
        }
        let locator = Locator(href: "EPUB/s04.xhtml", text: .init(
            after: text.substring((start + quoteLength)..<(start + quoteLength + 30)),
            before: text.substring((start - 30)..<start),
            highlight: String(decoding: quote, as: UTF16.self)))
        return QuoteCase(locator: locator, expectedStart: start)
    }
}

/// A small deterministic generator, so that every run measures the same quotes.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
