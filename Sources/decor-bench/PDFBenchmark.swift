import ArgumentParser
import DecorEngine
import Foundation
import TestFixtures

/// `decor-bench pdf`: opening and decrypting a password-protected PDF, side by side with `qpdf --decrypt`
/// on the same file: the whole `decor cat` process against the whole qpdf process, and decor's open +
/// read in this process.
struct PDFBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf", abstract: "Password-protected PDF: decor cat against qpdf --decrypt on the same file (medians).")

    @Option(help: "Size of the PDF, in MiB.") var megabytes = 10
    @Option(help: "Runs of each measurement; medians are reported.") var runs = 7
    @Option(help: "The decor binary to time.") var decor = ".build/release/decor"

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.pdf")
        try TestPDF.large(bytes: megabytes << 20).write(to: plain)
        let encrypted = folder.appendingPathComponent("book.pdf")
        try check(ChildProcess.run("/usr/bin/qpdf", ["--encrypt", "reader", "publisher", "256", "--", plain.path, encrypted.path]), "qpdf --encrypt")
        let size = (try FileManager.default.attributesOfItem(atPath: encrypted.path)[.size] as? NSNumber)?.intValue ?? 0

        let inProcess = try BenchmarkClock.median(runs: runs) {
            let publication = try PublicationOpener().open(path: encrypted.path, options: OpeningOptions(credentials: "reader"))
            _ = try publication.resource(href: "book.pdf").read()
        }
        let decorCat = try BenchmarkClock.median(runs: runs) {
            try check(ChildProcess.run(decor, ["cat", encrypted.path, "book.pdf", "--password", "reader"], discardsOutput: true), "decor cat")
        }
        let qpdf = try BenchmarkClock.median(runs: runs) {
            try check(ChildProcess.run("/usr/bin/qpdf", ["--password=reader", "--decrypt", encrypted.path, "/dev/null"], discardsOutput: true),
                      "qpdf --decrypt")
        }
        let megabytesRead = Double(size) / 1_048_576
        print(String(format: "encrypted PDF: %.1f MiB (AES-256), medians of %d runs", megabytesRead, runs))
        print(String(format: "decor open + read (in process): %.1f ms, %.0f MiB/s", inProcess * 1e3, megabytesRead / inProcess))
        print(String(format: "decor cat (whole process):      %.1f ms, %.0f MiB/s", decorCat * 1e3, megabytesRead / decorCat))
        print(String(format: "qpdf --decrypt (whole process): %.1f ms, %.0f MiB/s", qpdf * 1e3, megabytesRead / qpdf))
        print(String(format: "decor cat / qpdf throughput: %.2f×", qpdf / decorCat))
    }

    private func check(_ outcome: ChildProcess.Outcome, _ what: String) throws {
        // qpdf exits 3 when it only warned.
        guard outcome.status == 0 || (what.hasPrefix("qpdf") && outcome.status == 3) else {
            throw Failure(description: "\(what) exited with \(outcome.status): \(String(decoding: outcome.errors, as: UTF8.self))")
        }
    }
}
