import Foundation
import TestFixtures
@testable import ProtectedLoader

/// Certificate authorities, provider certificates and revocation lists made with the `openssl` command,
/// so that tests can sign their own licenses and break them in controlled ways.
final class LCPTestPKI: @unchecked Sendable {
    enum KeyKind {
        case rsa
        case ec(curve: String)
    }

    struct Authority {
        let keyPath: String
        let certificatePath: String
        let certificatePEM: String
    }

    struct Provider {
        let kind: KeyKind
        let keyPath: String
        let certificatePath: String
        let certificateDER: Data
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One PKI for the whole test run: key generation is the slow part.
    static let shared: LCPTestPKI = {
        do { return try LCPTestPKI() } catch { fatalError("cannot build the test PKI: \(error)") }
    }()

    let directory: URL
    let authority: Authority
    let otherAuthority: Authority
    let rsaProvider: Provider
    let ecProvider: Provider
    /// Issued by `otherAuthority`, which no test configures as trusted.
    let strangerProvider: Provider
    private var serial = 1

    private init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lcp-pki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        authority = try Self.makeAuthority(named: "decor test CA", in: directory)
        otherAuthority = try Self.makeAuthority(named: "decor other CA", in: directory)
        rsaProvider = try Self.makeProvider(named: "rsa", kind: .rsa, issuer: authority, serial: 2, in: directory)
        ecProvider = try Self.makeProvider(named: "ec", kind: .ec(curve: "P-256"), issuer: authority, serial: 3, in: directory)
        strangerProvider = try Self.makeProvider(named: "stranger", kind: .rsa, issuer: otherAuthority, serial: 4, in: directory)
    }

    /// A provider certificate issued now by `authority` with a new key of `kind`, naming
    /// `revocationListURL` as its CRL distribution point when given.
    func makeProvider(_ kind: KeyKind, revocationListURL: URL? = nil) throws -> Provider {
        serial += 1
        return try Self.makeProvider(named: "provider-\(serial)", kind: kind, issuer: authority, serial: 100 + serial,
                                     revocationListURL: revocationListURL, in: directory)
    }

    /// Signs `data` with SHA-256 as LCP carries it: PKCS#1 v1.5 for RSA, raw r ‖ s for ECDSA.
    func sign(_ data: Data, with provider: Provider) throws -> Data {
        let input = directory.appendingPathComponent("to-sign-\(UUID().uuidString)")
        try data.write(to: input)
        let signature = try Self.openssl(["dgst", "-sha256", "-sign", provider.keyPath, input.path])
        guard case let .ec(curve) = provider.kind else { return signature }
        let size = ["P-256": 32, "P-384": 48, "P-521": 66][curve]!
        return try DERSignature.raw(fromDER: signature, componentSize: size)
    }

    /// A CRL of `authority` that revokes `revoked`, PEM, valid for 30 days from now or from `lastUpdate`
    /// to `nextUpdate` when given.
    func revocationList(revoking revoked: [Provider], lastUpdate: Date? = nil, nextUpdate: Date? = nil) throws -> Data {
        try TestRevocationList.make(
            authorityKeyPath: authority.keyPath, authorityCertificatePath: authority.certificatePath,
            revoking: revoked.map(\.certificatePath), lastUpdate: lastUpdate, nextUpdate: nextUpdate, in: directory,
            openssl: Self.openssl)
    }

    /// The same CRL in DER.
    func der(ofRevocationList pem: Data) throws -> Data {
        let file = directory.appendingPathComponent("crl-\(UUID().uuidString).pem")
        try pem.write(to: file)
        return try Self.openssl(["crl", "-in", file.path, "-outform", "DER"])
    }

    private static func makeAuthority(named name: String, in directory: URL) throws -> Authority {
        let key = directory.appendingPathComponent("\(name).key").path
        let certificate = directory.appendingPathComponent("\(name).pem").path
        try makeKey(.rsa, at: key)
        _ = try openssl(["req", "-x509", "-new", "-key", key, "-subj", "/O=decor tests/CN=\(name)", "-days", "3650",
                         "-out", certificate])
        return Authority(keyPath: key, certificatePath: certificate,
                         certificatePEM: try String(contentsOfFile: certificate, encoding: .utf8))
    }

    private static func makeProvider(
        named name: String, kind: KeyKind, issuer: Authority, serial: Int, revocationListURL: URL? = nil, in directory: URL
    ) throws -> Provider {
        let key = directory.appendingPathComponent("\(name).key").path
        let request = directory.appendingPathComponent("\(name).csr").path
        let certificate = directory.appendingPathComponent("\(name).pem").path
        let extensions = directory.appendingPathComponent("\(name).ext")
        let distributionPoint = revocationListURL.map { "crlDistributionPoints=URI:\($0.absoluteString)\n" } ?? ""
        try Data("basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\n\(distributionPoint)".utf8).write(to: extensions)
        try makeKey(kind, at: key)
        _ = try openssl(["req", "-new", "-key", key, "-subj", "/O=decor tests/CN=provider \(name)", "-out", request])
        _ = try openssl(["x509", "-req", "-in", request, "-CA", issuer.certificatePath, "-CAkey", issuer.keyPath,
                         "-set_serial", String(serial), "-days", "30", "-extfile", extensions.path, "-out", certificate])
        let der = try openssl(["x509", "-in", certificate, "-outform", "DER"])
        return Provider(kind: kind, keyPath: key, certificatePath: certificate, certificateDER: der)
    }

    private static func makeKey(_ kind: KeyKind, at path: String) throws {
        switch kind {
        case .rsa: _ = try openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", path])
        case let .ec(curve): _ = try openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:\(curve)", "-out", path])
        }
    }

    @discardableResult
    static func openssl(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "openssl \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
        return data
    }
}
