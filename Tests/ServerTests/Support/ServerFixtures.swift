import DecorEngine
import Foundation
import TestFixtures

/// The publications the server tests serve, opened as `decor serve` opens them.
enum ServerFixtures {
    static let protectionFolder = Fixtures.packageRoot.appendingPathComponent("Tests/Fixtures/protection/r2-streamer-js")
    static let mobyDick = Fixtures.epubURL("moby-dick.epub").path
    static let lcpWasteland = protectionFolder.appendingPathComponent("wasteland-otf-obf_LCP_dan.epub").path
    static let clearWasteland = protectionFolder.appendingPathComponent("wasteland-otf-obf.epub").path
    static let chapter = "OPS/chapter_001.xhtml"

    /// LCP trusting the fixtures' root, counting rights in memory (each call starts with a full allowance).
    static func opener() throws -> PublicationOpener {
        let root = try String(contentsOf: protectionFolder.appendingPathComponent("ca_rsa_pem.pem"), encoding: .utf8)
        let configuration = LCPConfiguration(trustedRootsPEM: [root], passphrases: try PassphraseRepository.inMemory(),
                                             rights: try RightsDatabase.inMemory())
        return PublicationOpener(protections: [try LCPContentProtection(configuration: configuration)])
    }

    static func open(_ path: String, credentials: String? = nil) throws -> Publication {
        try opener().open(path: path, options: OpeningOptions(credentials: credentials))
    }

    /// moby-dick (`/pub/moby-dick`), the LCP Waste Land unlocked (`/pub/wasteland-otf-obf-lcp-dan`) and the
    /// same with a wrong passphrase, restricted (`…-2`).
    static func standard() throws -> [Publication] {
        [try open(mobyDick), try open(lcpWasteland, credentials: "dan"), try open(lcpWasteland, credentials: "not-dan")]
    }

    static let lcpID = "wasteland-otf-obf-lcp-dan"
    static let restrictedID = "wasteland-otf-obf-lcp-dan-2"

    /// A decoration of chapter 1 on `highlight` text, as a decorations file writes it.
    static func decoration(_ id: String, _ highlight: String, before: String = "", tint: String = "#FFD700",
                           style: String = "highlight") -> String {
        """
        {"id": "\(id)", "locator": {"href": "\(chapter)", "type": "application/xhtml+xml",
          "text": {"before": "\(before)", "highlight": "\(highlight)"}},
         "style": {"type": "\(style)", "tint": "\(tint)"}}
        """
    }

    static func body(_ decorations: [String]) -> [UInt8] {
        Array("{\"decorations\": [\(decorations.joined(separator: ","))]}".utf8)
    }
}
