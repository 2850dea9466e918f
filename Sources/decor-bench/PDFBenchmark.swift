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

    @Option(help: "Size of the clear PDF before encryption, in MiB (qpdf compresses it about in half as it encrypts, so the default gives a 10 MB encrypted PDF).") var megabytes = 20
    @Option(help: "Runs of each measurement; medians are reported.") var runs = 7
    @Option(help: "The decor binary to time.") var decor = ".build/release/decor"
    @Option(help: "Another decor binary (a build from before a change) timed alternately with the first.") var baseline: String?

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("plain.pdf")
        try TestPDF.large(bytes: megabytes << 20).write(to: plain)
        // qpdf compresses the page streams as it encrypts, as most PDFs come; the second file keeps them
        // uncompressed, which qpdf --decrypt then compresses and decor leaves as they are.
        for (name, options) in [("compressed streams", [String]()), ("uncompressed streams", ["--compress-streams=n"])] {
            let encrypted = folder.appendingPathComponent("book.pdf")
            try check(ChildProcess.run("/usr/bin/qpdf", options + ["--encrypt", "reader", "publisher", "256", "--", plain.path, encrypted.path]),
                      "qpdf --encrypt")
            try measure(encrypted, name: name)
        }
    }

    /// `decor cat` of `encrypted` against `qpdf --decrypt` of it, and decor's open + read in this process.
    private func measure(_ encrypted: URL, name: String) throws {
        let size = (try FileManager.default.attributesOfItem(atPath: encrypted.path)[.size] as? NSNumber)?.intValue ?? 0
        let inProcess = try BenchmarkClock.median(runs: runs) {
            let publication = try PublicationOpener().open(path: encrypted.path, options: OpeningOptions(credentials: "reader"))
            _ = try publication.resource(href: "book.pdf").read()
        }
        let cat = { (binary: String) in
            try check(ChildProcess.run(binary, ["cat", encrypted.path, "book.pdf", "--password", "reader"], discardsOutput: true), "decor cat")
        }
        let qpdf = {
            try check(ChildProcess.run("/usr/bin/qpdf", ["--password=reader", "--decrypt", encrypted.path, "/dev/null"], discardsOutput: true),
                      "qpdf --decrypt")
        }
        let start = { (binary: String) in try check(ChildProcess.run(binary, ["--version"], discardsOutput: true), "decor --version") }
        // Process start alone (`decor --version`) tells how much of `decor cat` is not opening the PDF.
        let medians = try BenchmarkClock.alternatingMedians(
            runs: runs, [{ try cat(decor) }, qpdf, { try start(decor) }] + (baseline.map { binary in [{ try cat(binary) }, { try start(binary) }] } ?? []))
        let megabytesRead = Double(size) / 1_048_576
        print("encrypted PDF with \(name): " + String(format: "%.1f MiB (AES-256), medians of %d alternating runs", megabytesRead, runs))
        print(String(format: "decor open + read (in process): %.1f ms, %.0f MiB/s", inProcess * 1e3, megabytesRead / inProcess))
        print(String(format: "decor cat (whole process):      %.1f ms, %.0f MiB/s, of which process start (decor --version) %.1f ms",
                     medians[0] * 1e3, megabytesRead / medians[0], medians[2] * 1e3))
        if baseline != nil {
            print(String(format: "baseline decor cat:             %.1f ms, %.0f MiB/s, of which process start (decor --version) %.1f ms",
                         medians[3] * 1e3, megabytesRead / medians[3], medians[4] * 1e3))
        }
        print(String(format: "qpdf --decrypt (whole process): %.1f ms, %.0f MiB/s", medians[1] * 1e3, megabytesRead / medians[1]))
        print(String(format: "decor cat / qpdf throughput: %.2f×", medians[1] / medians[0]))
        if baseline != nil {
            print(String(format: "baseline decor cat / qpdf throughput: %.2f×", medians[1] / medians[3]))
        }
    }

    private func check(_ outcome: ChildProcess.Outcome, _ what: String) throws {
        // qpdf exits 3 when it only warned.
        guard outcome.status == 0 || (what.hasPrefix("qpdf") && outcome.status == 3) else {
            throw Failure(description: "\(what) exited with \(outcome.status): \(String(decoding: outcome.errors, as: UTF8.self))")
        }
    }
}
