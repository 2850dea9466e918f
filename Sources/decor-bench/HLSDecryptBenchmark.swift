import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench hls`: throughput of decrypting an HLS AES-128 segment (AES-128-CBC, PKCS#7, the check that
/// the clear bytes are MPEG-TS) beside `openssl enc -d -aes-128-cbc` on the same ciphertext, in the same run.
struct HLSDecryptBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hls", abstract: "HLS AES-128 segment decryption throughput against openssl enc.")

    @Option(help: "Size of the clear segment, in MiB.") var megabytes = 16
    @Option(help: "Runs of each measurement; the median is reported.") var runs = 7

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        var generator = SystemRandomNumberGenerator()
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let iv = Data((0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) })
        // MPEG-TS packets: the sync byte, then noise (what compressed media looks like to a cipher).
        let packets = (megabytes << 20) / 188
        var clear = Data((0..<(packets * 188)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        for packet in 0..<packets { clear[packet * 188] = 0x47 }
        let padding = 16 - clear.count % 16
        let ciphertext = try AESCipher(key: key, mode: .cbc).encrypt(clear + Data(repeating: UInt8(padding), count: padding), iv: iv)
        guard try HLSSegmentDecryptor.decrypt(ciphertext, key: key, iv: iv, url: "benchmark") == clear else {
            throw Failure(description: "the segment does not decrypt to the sample")
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-hls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cipherFile = directory.appendingPathComponent("segment.ts.enc")
        let tinyFile = directory.appendingPathComponent("tiny.enc")
        try ciphertext.write(to: cipherFile)
        try ciphertext.suffix(16).write(to: tinyFile)
        func openssl(_ input: URL, padded: Bool) throws {
            let outcome = try ChildProcess.run("/usr/bin/openssl", ["enc", "-d", "-aes-128-cbc", "-K", key.hexString, "-iv", iv.hexString]
                + (padded ? [] : ["-nopad"]) + ["-in", input.path, "-out", "/dev/null"])
            guard outcome.status == 0 else { throw Failure(description: "openssl exited with \(outcome.status)") }
        }

        let decor = try BenchmarkClock.median(runs: runs) { _ = try HLSSegmentDecryptor.decrypt(ciphertext, key: key, iv: iv, url: "benchmark") }
        let opensslTime = try BenchmarkClock.median(runs: runs) { try openssl(cipherFile, padded: true) }
        let opensslStartup = try BenchmarkClock.median(runs: runs) { try openssl(tinyFile, padded: false) }
        let opensslNet = max(opensslTime - opensslStartup, 1e-9)
        let megabytesIn = Double(ciphertext.count) / 1_000_000
        print("HLS AES-128 segment: \(ciphertext.count) encrypted bytes (MPEG-TS packets); median of \(runs) runs")
        for (label, seconds) in [("decor HLSSegmentDecryptor.decrypt (+ padding, TS check)", decor),
                                 ("openssl enc -d -aes-128-cbc (process, incl. start-up)", opensslTime),
                                 ("  openssl start-up (16-byte input)", opensslStartup),
                                 ("openssl without start-up", opensslNet)] {
            print(label.padding(toLength: 58, withPad: " ", startingAt: 0)
                + String(format: "%8.2f ms %8.1f MB/s", seconds * 1000, megabytesIn / seconds))
        }
        print(String(format: "ratio decor / openssl: %.2fx (%.2fx against openssl without start-up; target >= 0.8x)",
                     opensslTime / decor, opensslNet / decor))
    }
}
