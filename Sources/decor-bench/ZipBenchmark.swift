import ArgumentParser
import DecorEngine
import Foundation

/// Opens a ZIP archive repeatedly and reads every entry, to measure the central directory parse and the
/// decode path (inflate, CRC, decryption when a password is given).
struct ZipBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zip", abstract: "Open a ZIP N times and read every entry; prints entries/s and MB/s.")

    @Option(help: "The archive to read.")
    var file = "Tests/Fixtures/epub/moby-dick.epub"

    @Option(help: "How many times to open and read the archive.")
    var iterations = 50

    @Option(help: "Password for encrypted entries.")
    var password: String?

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let clock = ContinuousClock()

        let openTime = try clock.measure {
            for _ in 0..<iterations { _ = try ZipArchive(url: url) }
        }
        var entries = 0
        var bytes = 0
        let readTime = try clock.measure {
            for _ in 0..<iterations {
                let archive = try ZipArchive(url: url)
                for entry in archive.entries {
                    bytes += try archive.read(entry, password: password).count
                    entries += 1
                }
            }
        }
        let openSeconds = Self.seconds(openTime)
        let readSeconds = Self.seconds(readTime)
        print("archive: \(url.lastPathComponent), \(entries / iterations) entries, "
              + "\(bytes / iterations) bytes decoded per pass")
        print(String(format: "open (central directory): %.1f µs per archive", openSeconds / Double(iterations) * 1e6))
        print(String(format: "open + read all: %.2f ms per archive, %.0f entries/s, %.1f MB/s decoded",
                     readSeconds / Double(iterations) * 1e3, Double(entries) / readSeconds,
                     Double(bytes) / readSeconds / 1e6))
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
