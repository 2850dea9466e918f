import ArgumentParser
import CZlib
import DecorEngine
import Foundation

/// `decor-bench lcp`: throughput of reading an LCP resource that was deflated then encrypted (decrypt,
/// strip the W3C padding, raw-inflate, check the length), side by side with `openssl enc` decrypting the
/// same ciphertext plus Python's zlib inflating the same deflated bytes.
struct LCPBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lcp", abstract: "LCP decryption + inflation throughput against openssl and zlib.")

    @Option(help: "Size of the clear resource, in MiB.") var megabytes = 8
    @Option(help: "Runs of each measurement; the best is reported.") var runs = 7

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Stands for the ZIP entry: the stored bytes, already inflated by the container.
    struct StoredEntry: Resource {
        let path: String
        let data: Data
        func length() throws -> UInt64 { UInt64(data.count) }
        func read(range: Range<UInt64>?) throws -> Data {
            guard let range else { return data }
            return data.subdata(in: Int(range.lowerBound)..<Int(min(range.upperBound, UInt64(data.count))))
        }
    }

    func run() throws {
        let clear = try Self.sampleText(bytes: megabytes << 20)
        let key = Self.randomBytes(32)
        let iv = Self.randomBytes(16)
        let deflated = try Self.deflateRaw(clear)
        var padded = deflated + Self.randomBytes(15 - deflated.count % 16)
        padded.append(UInt8(16 - deflated.count % 16))
        let ciphertext = try AESCipher(key: key, mode: .cbc).encrypt(padded, iv: iv)
        let entry = try Self.entry(originalLength: clear.count)
        let resource = LCPDecryptedResource(base: StoredEntry(path: entry.path, data: iv + ciphertext), entry: entry, contentKey: key)
        guard try resource.read() == clear else { throw Failure(description: "the resource does not decrypt to the sample") }

        let decor = try Self.best(runs) { _ = try resource.read() }
        let decorDecrypt = try Self.best(runs) { _ = try AESCipher(key: key, mode: .cbc).decrypt(ciphertext, iv: iv) }
        let decorInflate = try Self.best(runs) {
            _ = try RawInflater.inflate(deflated, limit: clear.count, location: "benchmark")
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("decor-bench-lcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cipherFile = directory.appendingPathComponent("cipher.bin")
        let tinyFile = directory.appendingPathComponent("tiny.bin")
        let deflatedFile = directory.appendingPathComponent("deflated.bin")
        try ciphertext.write(to: cipherFile)
        try ciphertext.prefix(16).write(to: tinyFile)
        try deflated.write(to: deflatedFile)
        func openssl(_ input: URL) throws {
            try Self.run("/usr/bin/openssl", ["enc", "-d", "-aes-256-cbc", "-nopad", "-K", key.hexString,
                                              "-iv", iv.hexString, "-in", input.path, "-out", "/dev/null"])
        }
        let opensslTime = try Self.best(runs) { try openssl(cipherFile) }
        let opensslStartup = try Self.best(runs) { try openssl(tinyFile) }
        let zlibTime = try Self.pythonInflateSeconds(deflatedFile, expected: clear.count, runs: runs)

        let megabytesOut = Double(clear.count) / 1_000_000
        let megabytesDecrypted = Double(ciphertext.count) / 1_000_000
        let baseline = opensslTime + zlibTime
        let baselineNet = max(opensslTime - opensslStartup, 0) + zlibTime
        print("LCP resource: \(clear.count) clear bytes, \(deflated.count) deflated, \(ciphertext.count + 16) stored")
        print("MB/s: megabytes each step outputs per second (decryption outputs the deflated bytes); best of \(runs) runs")
        Self.report("decor LCPDecryptedResource.read (decrypt + inflate)", decor, megabytesOut)
        Self.report("  decor AES-256-CBC decrypt alone", decorDecrypt, megabytesDecrypted)
        Self.report("  decor RawInflater alone", decorInflate, megabytesOut)
        Self.report("openssl enc -d (process, incl. start-up)", opensslTime, megabytesDecrypted)
        Self.report("  openssl start-up (16-byte input)", opensslStartup, nil)
        Self.report("python3 zlib.decompress(wbits=-15), timed in python", zlibTime, megabytesOut)
        Self.report("baseline: openssl + zlib", baseline, megabytesOut)
        Self.report("baseline without openssl start-up", baselineNet, megabytesOut)
        print(String(format: "ratio decor / baseline: %.2fx (%.2fx against the baseline without start-up)",
                     baseline / decor, baselineNet / decor))
    }

    private static func report(_ label: String, _ seconds: Double, _ megabytes: Double?) {
        let rate = megabytes.map { String(format: "%8.1f MB/s", $0 / seconds) } ?? ""
        print(label.padding(toLength: 58, withPad: " ", startingAt: 0) + String(format: "%8.2f ms ", seconds * 1000) + rate)
    }

    private static func best(_ runs: Int, _ body: () throws -> Void) throws -> Double {
        var best = Double.infinity
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    /// The text of the LCP specification fixture, repeated to `bytes`. Each copy is longer than DEFLATE's
    /// 32 KiB window, so the repetition does not flatter the compression.
    private static func sampleText(bytes: Int) throws -> Data {
        var root = URL(fileURLWithPath: #filePath)
        while root.path != "/", !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            root.deleteLastPathComponent()
        }
        let text = try Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/protection/lcp-specs/releases_lcp_latest.md"))
        var sample = Data(capacity: bytes)
        while sample.count < bytes { sample.append(text.prefix(bytes - sample.count)) }
        return sample
    }

    private static func entry(originalLength: Int) throws -> EncryptionDocument.Entry {
        let xml = """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
                xmlns:enc="http://www.w3.org/2001/04/xmlenc#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
              <enc:EncryptedData>
                <enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>
                <ds:KeyInfo><ds:RetrievalMethod URI="license.lcpl#/encryption/content_key"/></ds:KeyInfo>
                <enc:CipherData><enc:CipherReference URI="OEBPS/sample.xhtml"/></enc:CipherData>
                <enc:EncryptionProperties><enc:EncryptionProperty>
                  <Compression xmlns="http://www.idpf.org/2016/encryption#compression" Method="8" OriginalLength="\(originalLength)"/>
                </enc:EncryptionProperty></enc:EncryptionProperties>
              </enc:EncryptedData>
            </encryption>
            """
        guard let entry = try EncryptionDocument(data: Data(xml.utf8)).entries["OEBPS/sample.xhtml"] else {
            throw Failure(description: "the benchmark's encryption.xml has no entry")
        }
        return entry
    }

    private static func deflateRaw(_ data: Data) throws -> Data {
        var stream = z_stream()
        guard czlib_deflate_init_raw(&stream, 6) == Z_OK else { throw Failure(description: "deflateInit2 failed") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        let status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBufferPointer { buffer in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "deflate returned \(status)") }
        return Data(output.prefix(Int(stream.total_out)))
    }

    private static func pythonInflateSeconds(_ file: URL, expected: Int, runs: Int) throws -> Double {
        let script = """
            import sys, time, zlib
            data = open(sys.argv[1], 'rb').read()
            best = float('inf')
            for _ in range(int(sys.argv[2])):
                start = time.perf_counter()
                out = zlib.decompress(data, -15)
                best = min(best, time.perf_counter() - start)
            assert len(out) == int(sys.argv[3])
            print(best)
            """
        let output = try run("/usr/bin/python3", ["-c", script, file.path, String(max(runs, 1)), String(expected)])
        guard let seconds = Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure(description: "python3 printed no timing")
        }
        return seconds
    }

    @discardableResult
    private static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let outcome = try ChildProcess.run(executable, arguments)
        guard outcome.status == 0 else { throw Failure(description: "\(executable) exited with \(outcome.status)") }
        return outcome.output
    }

    private static func randomBytes(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
}
