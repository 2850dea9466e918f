import ArgumentParser
import DecorEngine
import Foundation

/// Measures how long opening a publication takes: the ZIP central directory, the protection (LCP signature,
/// certificate chain, key check) and the package document, up to a `Publication` ready to serve resources.
struct OpenBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Time opening moby-dick.epub and the LCP wasteland; prints the median.")

    @Option(help: "How many opens per publication.")
    var runs = 30

    func run() throws {
        let fixtures = "Tests/Fixtures"
        let root = try String(contentsOfFile: "\(fixtures)/protection/r2-streamer-js/ca_rsa_pem.pem", encoding: .utf8)
        let lcp = try LCPContentProtection(configuration: LCPConfiguration(trustedRootsPEM: [root]))
        let opener = PublicationOpener(protections: [lcp])
        let cases: [(String, String?)] = [
            ("\(fixtures)/epub/moby-dick.epub", nil),
            ("\(fixtures)/protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub", "dan"),
        ]
        for (path, passphrase) in cases {
            var publication: Publication?
            let seconds = try BenchmarkClock.median(runs: runs) {
                publication = try opener.open(path: path, options: OpeningOptions(credentials: passphrase))
            }
            let chapters = publication?.readingOrder.count ?? 0
            let state = publication?.isRestricted == true ? "restricted" : "unlocked"
            print(String(format: "open %@: %.2f ms (median of %d; %d reading-order items, %@)",
                         URL(fileURLWithPath: path).lastPathComponent, seconds * 1e3, runs, chapters, state))
        }
    }
}
