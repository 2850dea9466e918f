import Foundation
import XCTest

/// The protection fixtures and the expected values of `lcp_vectors.json`.
enum LCPFixtures {
    static let directory = Fixtures.url("protection")

    static func url(_ relativePath: String) -> URL { directory.appendingPathComponent(relativePath) }

    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }

    static func pem(_ relativePath: String) throws -> String {
        String(decoding: try data(relativePath), as: UTF8.self)
    }

    /// The EDRLab test CA that signed the provider certificate of every basic-profile vector.
    static var testRootPEM: String { get throws { try pem("r2-streamer-js/ca_rsa_pem.pem") } }

    static let daisy = "swift-toolkit/Tests_Publications_Publications_daisy.lcpdf"
    static let daisyClear = "swift-toolkit/Tests_Publications_Publications_daisy.pdf"
    static let daisyUnknownPassphrase = "swift-toolkit/Tests_StreamerTests_Fixtures_daisy.lcpdf"
    static let epubLCP = "swift-toolkit/Tests_SharedTests_Fixtures_Format_epub-lcp.unknown"
    static let epubWithoutLicense = "swift-toolkit/Tests_SharedTests_Fixtures_Format_epub-lcp-without-license.unknown"
    static let audiobook = "swift-toolkit/Tests_StreamerTests_Fixtures_audiotest.lcpa"
    static let wasteland = "r2-streamer-js/wasteland-otf-obf_LCP_dan.epub"
    static let wastelandLicense = "r2-streamer-js/wasteland-otf-obf_LCP_dan.lcpl"
    static let wastelandClear = "r2-streamer-js/wasteland-otf-obf.epub"
    static let prodLicense = "swift-toolkit/Sources_LCP_Resources_prod-license.lcpl"

    struct Vector: Decodable {
        struct Resource: Decodable {
            let path: String
            let encrypted_len: Int
            let decrypted_len: Int
            let final_len: Int
            let final_sha256: String
            let inflate_after_decrypt: Bool
        }

        let local_file: String
        let passphrase: String
        let license_id: String
        let profile: String
        let user_key_hex: String
        let content_key_hex: String
        let canonical_sha256: String
        let signature_algorithm: String
        let user_fields: [String: String]
        let resources: [Resource]
    }

    static func vectors() throws -> [Vector] {
        try JSONDecoder().decode([Vector].self, from: data("lcp_vectors.json"))
    }

    /// The license of a vector's package: at `META-INF/license.lcpl` (EPUB) or `license.lcpl` (RWPM).
    static func licenseData(of vector: Vector) throws -> Data {
        let names = try FixtureArchive.entryNames(vector.local_file)
        let path = names.contains("META-INF/license.lcpl") ? "META-INF/license.lcpl" : "license.lcpl"
        return try FixtureArchive.entry(path, of: vector.local_file)
    }
}

extension Data {
    init(hex: String) {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        self.init(bytes)
    }
}
