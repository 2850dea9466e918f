import Foundation

/// Certificate revocation lists made by the `openssl ca` command for the tests of revocation checks, signed
/// by a test certificate authority given by its key and certificate files.
public enum TestRevocationList {
    /// A PEM list of the authority revoking the certificates at `revokedCertificatePaths`, valid for 30 days
    /// from now, or from `lastUpdate` to `nextUpdate` when given. `openssl` runs the command with these
    /// arguments and returns its standard output; the list's database goes in a new folder under `folder`.
    public static func make(
        authorityKeyPath: String, authorityCertificatePath: String, revoking revokedCertificatePaths: [String],
        lastUpdate: Date? = nil, nextUpdate: Date? = nil, in folder: URL, openssl: ([String]) throws -> Data
    ) throws -> Data {
        let database = folder.appendingPathComponent("ca-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: database, withIntermediateDirectories: true)
        try Data().write(to: database.appendingPathComponent("index.txt"))
        try Data("01\n".utf8).write(to: database.appendingPathComponent("crlnumber"))
        let configuration = database.appendingPathComponent("ca.cnf")
        try Data("""
            [ca]
            default_ca = test
            [test]
            database = \(database.path)/index.txt
            crlnumber = \(database.path)/crlnumber
            default_md = sha256
            default_crl_days = 30
            """.utf8).write(to: configuration)
        let common = ["-config", configuration.path, "-keyfile", authorityKeyPath, "-cert", authorityCertificatePath]
        for path in revokedCertificatePaths {
            _ = try openssl(["ca"] + common + ["-revoke", path])
        }
        let output = database.appendingPathComponent("crl.pem")
        var dates: [String] = []
        if let lastUpdate { dates += ["-crl_lastupdate", generalizedTime(lastUpdate)] }
        if let nextUpdate { dates += ["-crl_nextupdate", generalizedTime(nextUpdate)] }
        _ = try openssl(["ca"] + common + ["-gencrl", "-out", output.path] + dates)
        return try Data(contentsOf: output)
    }

    private static func generalizedTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMddHHmmss'Z'"
        return formatter.string(from: date)
    }
}
