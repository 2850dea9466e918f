import Foundation

/// PDFs for the tests: a one-page document with known text, written here with a correct cross-reference
/// table, and encrypted copies made by Debian's `qpdf` command as a user would make them.
public enum TestPDF {
    public static let text = "Call me Ishmael"

    /// A small valid PDF whose page shows `text`, titled `title`.
    public static func plain(title: String = "Loomings") -> Data {
        let stream = "BT /F1 24 Tf 72 720 Td (\(text)) Tj ET"
        return document(pages: [stream], info: "<< /Title (\(title)) >>")
    }

    /// A PDF of about `bytes` bytes of page content: pages of pseudo-random text (deterministic), so that
    /// compression cannot shrink it to nothing and its size is content, as in a text-heavy book (for
    /// benchmarks).
    public static func large(bytes: Int) -> Data {
        let pageBytes = 256 << 10
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func line() -> String {
            var words: [String] = []
            for _ in 0..<12 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let length = 2 + Int(state >> 60)
                words.append(String((0..<length).map { index in
                    Character(Unicode.Scalar(UInt8(97 + Int((state >> UInt64(4 * index % 56)) % 26))))
                }))
            }
            return "BT /F1 10 Tf 72 720 Td (\(words.joined(separator: " "))) Tj ET\n"
        }
        let pages = (0..<max(1, bytes / pageBytes)).map { _ in
            var stream = ""
            while stream.utf8.count < pageBytes { stream += line() }
            return stream
        }
        return document(pages: pages, info: nil)
    }

    /// A PDF with one page per content stream, in Helvetica, with a correct cross-reference table.
    static func document(pages: [String], info: String?) -> Data {
        let firstPage = 4
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\(pages.indices.map { "\(firstPage + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        for (index, stream) in pages.enumerated() {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents \(firstPage + 2 * index + 1) 0 R /Resources << /Font << /F1 3 0 R >> >> >>")
            objects.append("<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream")
        }
        if let info { objects.append(info) }
        var pdf = "%PDF-1.7\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(pdf.utf8.count)
            pdf += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = pdf.utf8.count
        pdf += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        pdf += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(info == nil ? "" : " /Info \(objects.count) 0 R") >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(pdf.utf8)
    }

    /// `plain()` encrypted by `qpdf [writing] --encrypt USER OWNER BITS [options] --`: `options` are the
    /// encryption's, `writing` qpdf's general ones (`--compress-streams=n`).
    public static func encrypted(user: String, owner: String, bits: Int, options: [String] = [], writing: [String] = [],
                                 in folder: URL) throws -> URL {
        let input = folder.appendingPathComponent("plain-\(UUID().uuidString).pdf")
        try plain().write(to: input)
        let output = folder.appendingPathComponent("encrypted-\(UUID().uuidString).pdf")
        let weak = bits < 128 || options.contains("--use-aes=n") ? ["--allow-weak-crypto"] : []
        try qpdf(writing + weak + ["--encrypt", user, owner, String(bits)] + options + ["--", input.path, output.path])
        return output
    }

    /// Runs Debian's qpdf; exit 3 (warnings only) counts as success, as qpdf documents.
    @discardableResult
    public static func qpdf(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/qpdf")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 || process.terminationStatus == 3 else {
            throw NSError(domain: "qpdf", code: Int(process.terminationStatus), userInfo: [NSLocalizedDescriptionKey: "qpdf \(arguments): \(text)"])
        }
        return text
    }

    /// The whole PDF as qpdf writes it in QDF form (streams uncompressed, decrypted), to see what it says.
    public static func qdf(of file: URL, password: String? = nil) throws -> String {
        try qpdf((password.map { ["--password=\($0)"] } ?? []) + ["--qdf", "--object-streams=disable", "--decrypt", file.path, "-"])
    }
}
