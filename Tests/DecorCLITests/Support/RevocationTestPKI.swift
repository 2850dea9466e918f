import Foundation
import TestFixtures

/// A certificate authority of the test's own, made with the `openssl` command: a provider certificate whose
/// CRL distribution point is `revocationListURL`, the wasteland sample re-signed by that provider (its
/// passphrase is still "dan"), and revocation lists of the authority that revoke the provider or not.
struct RevocationTestPKI {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let folder: URL
    let rootPath: String
    /// The wasteland package with its license signed by the provider.
    let bookPath: String
    private let authorityKey: String
    private let providerCertificate: String

    init(in folder: URL, revocationListURL: URL) throws {
        self.folder = folder
        authorityKey = folder.appendingPathComponent("ca.key").path
        rootPath = folder.appendingPathComponent("ca.pem").path
        try Self.openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", authorityKey])
        try Self.openssl(["req", "-x509", "-new", "-key", authorityKey, "-subj", "/O=decor CLI tests/CN=decor CLI test CA",
                          "-days", "30", "-out", rootPath])
        let providerKey = folder.appendingPathComponent("provider.key").path
        let request = folder.appendingPathComponent("provider.csr").path
        let extensions = folder.appendingPathComponent("provider.ext")
        providerCertificate = folder.appendingPathComponent("provider.pem").path
        try Data("basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\ncrlDistributionPoints=URI:\(revocationListURL.absoluteString)\n".utf8)
            .write(to: extensions)
        try Self.openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", providerKey])
        try Self.openssl(["req", "-new", "-key", providerKey, "-subj", "/O=decor CLI tests/CN=provider", "-out", request])
        try Self.openssl(["x509", "-req", "-in", request, "-CA", rootPath, "-CAkey", authorityKey, "-set_serial", "4097",
                          "-days", "30", "-extfile", extensions.path, "-out", providerCertificate])
        bookPath = folder.appendingPathComponent("book.epub").path
        try Self.resign(DecorProcess.fixture("protection/r2-streamer-js/wasteland-otf-obf_LCP_dan.epub"),
                        key: providerKey, certificate: providerCertificate, into: bookPath)
    }

    /// A DER list of the authority, revoking the provider when `revokingProvider`, issued now and due in
    /// 30 days.
    func revocationList(revokingProvider: Bool) throws -> Data {
        let pem = try TestRevocationList.make(
            authorityKeyPath: authorityKey, authorityCertificatePath: rootPath,
            revoking: revokingProvider ? [providerCertificate] : [], in: folder, openssl: Self.openssl)
        let file = folder.appendingPathComponent("crl-\(UUID().uuidString).pem").path
        try pem.write(to: URL(fileURLWithPath: file))
        return try Self.openssl(["crl", "-in", file, "-outform", "DER"])
    }

    /// Copies `book`, replacing its license by one signed with `key`: the same license without its status
    /// link (so that opening goes online only for the revocation list), updated now, while the new
    /// provider certificate is valid, and readable from 2020 to 2099 (dates written with offsets other than
    /// UTC's). The canonical form is LCP's: sorted keys, no white space.
    private static func resign(_ book: String, key: String, certificate: String, into copy: String) throws {
        let der = certificate + ".der"
        try openssl(["x509", "-in", certificate, "-outform", "DER", "-out", der])
        try run("/usr/bin/env", ["python3", "-c", """
            import base64, datetime, json, subprocess, sys, zipfile
            source, key, der, target = sys.argv[1:]
            with zipfile.ZipFile(source) as old:
                license = json.loads(old.read("META-INF/license.lcpl"))
            del license["signature"]
            license["links"] = [link for link in license["links"] if link["rel"] != "status"]
            license["rights"].update(start="2020-01-01T01:00:00+01:00", end="2099-12-31T22:00:00-01:00")
            license["updated"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
            canonical = json.dumps(license, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
            value = subprocess.run(["openssl", "dgst", "-sha256", "-sign", key], input=canonical, capture_output=True, check=True).stdout
            license["signature"] = {"algorithm": "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
                                    "certificate": base64.b64encode(open(der, "rb").read()).decode(),
                                    "value": base64.b64encode(value).decode()}
            with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
                for info in old.infolist():
                    data = json.dumps(license).encode() if info.filename == "META-INF/license.lcpl" else old.read(info)
                    new.writestr(info, data)
            """, book, key, der, copy])
    }

    @discardableResult
    private static func openssl(_ arguments: [String]) throws -> Data {
        try run("/usr/bin/openssl", arguments)
    }

    @discardableResult
    private static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let outcome = try DecorProcess.runProgram(program, arguments)
        guard outcome.status == 0 else {
            throw Failure(description: "\(program) \(arguments.prefix(3).joined(separator: " ")): \(outcome.stderr)")
        }
        return outcome.stdout
    }
}
