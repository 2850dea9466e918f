import Foundation

/// The revocation check of a verified certificate chain, made at every open: the lists the application
/// handed over, the configured locations, and the CRL distribution points of the chain's certificates.
/// A downloaded list is kept in the repository and downloaded again only once past its `nextUpdate`.
/// Trouble with a list (no network, a bad signature) never fails the check: the cached list is used, or
/// none, and the report says what happened.
struct RevocationListCheck: Sendable {
    /// The largest list accepted, downloaded or read from a file.
    static let maximumSize = 8 << 20

    /// What the check found: the serial number of a revoked certificate of the chain, if any, and the
    /// report of the list that decided.
    struct Outcome {
        var revokedSerialNumber: String?
        var report: RevocationListReport?
    }

    private let handedOver: [CertificateRevocationList]
    private let locations: [RevocationListLocation]
    private let repository: RevocationListRepository
    private let fetcher: HTTPFetcher?
    private let now: @Sendable () -> Date

    /// `lists`: CRLs handed over in memory, PEM or DER (an unreadable one throws); `locations`: URLs and
    /// files consulted besides the chain's distribution points; `repository`: where downloaded lists are
    /// kept (in memory when nil); `fetcher`: nil never downloads, cached lists are still used.
    init(lists: [Data] = [], locations: [RevocationListLocation] = [], repository: RevocationListRepository? = nil,
         fetcher: HTTPFetcher? = nil, now: @escaping @Sendable () -> Date = { Date() }) throws {
        handedOver = try lists.flatMap { try CertificateRevocationList.lists(from: $0) }
        self.locations = locations
        self.repository = try repository ?? .inMemory()
        self.fetcher = fetcher
        self.now = now
    }

    /// Checks `chain` (the certificate first, its trust anchor last); `authorities` are the configured
    /// trusted certificates, which may also sign lists.
    func check(_ chain: [X509Certificate], authorities: [X509Certificate]) -> Outcome {
        let issuers = Array(chain.dropFirst())
        var findings = handedOver.compactMap { list in
            let isGenuine = (issuers + authorities).contains(where: list.isSigned(by:))
            return evaluate(Obtained(list: list, problem: isGenuine ? nil : .invalid), source: "configuration", chain: chain, issuers: issuers)
        }
        let distributionPoints = chain.flatMap(\.revocationListURIs).map(RevocationListLocation.init(parsing:))
            .filter { if case .url = $0 { true } else { false } }
        var seen = Set<RevocationListLocation>()
        for location in locations + distributionPoints where seen.insert(location).inserted {
            let obtained = obtain(location, signers: issuers + authorities)
            if let finding = evaluate(obtained, source: location.description, chain: chain, issuers: issuers) {
                findings.append(finding)
            }
        }
        let decisive = findings.min { $0.report.status.precedence < $1.report.status.precedence }
        return Outcome(revokedSerialNumber: decisive?.revokedSerialNumber, report: decisive?.report)
    }

    /// A list at hand, or why none could be had (with the cached list used instead, if any).
    private struct Obtained {
        var list: CertificateRevocationList?
        var problem: RevocationListReport.Status?
    }

    private func obtain(_ location: RevocationListLocation, signers: [X509Certificate]) -> Obtained {
        switch location {
        case let .file(path):
            let url = URL(fileURLWithPath: path)
            guard let size = try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize, size <= Self.maximumSize,
                  let data = try? Data(contentsOf: url) else { return Obtained(list: nil, problem: .unavailable) }
            guard let list = Self.signedList(in: data, signers: signers) else { return Obtained(list: nil, problem: .invalid) }
            return Obtained(list: list, problem: nil)
        case let .url(url):
            let cached = (try? repository.document(from: url)).flatMap { Self.signedList(in: $0, signers: signers) }
            if let cached, let nextUpdate = cached.nextUpdate, nextUpdate > now() { return Obtained(list: cached, problem: nil) }
            guard let fetcher else { return Obtained(list: cached, problem: cached == nil ? .unavailable : nil) }
            var policy = HTTPRequestPolicy.revocationList
            policy.maximumResponseSize = Self.maximumSize
            guard let data = try? fetcher.send(HTTPRequest(url: url), policy: policy).body else {
                return Obtained(list: cached, problem: .unavailable)
            }
            guard let downloaded = Self.signedList(in: data, signers: signers) else { return Obtained(list: cached, problem: .invalid) }
            let issued = downloaded.thisUpdate ?? .distantPast
            try? repository.store(data, thisUpdate: issued, from: url)
            if let cached, let cachedIssued = cached.thisUpdate, cachedIssued > issued { return Obtained(list: cached, problem: nil) }
            return Obtained(list: downloaded, problem: nil)
        }
    }

    /// The one list in `data` when one of `signers` signed it.
    private static func signedList(in data: Data, signers: [X509Certificate]) -> CertificateRevocationList? {
        guard let lists = try? CertificateRevocationList.lists(from: data), lists.count == 1, let list = lists.first,
              signers.contains(where: list.isSigned(by:)) else { return nil }
        return list
    }

    private struct Finding {
        var revokedSerialNumber: String?
        var report: RevocationListReport
    }

    /// What `obtained` says about the chain; nil for a sound list of an authority outside the chain,
    /// which says nothing about it.
    private func evaluate(_ obtained: Obtained, source: String, chain: [X509Certificate], issuers: [X509Certificate]) -> Finding? {
        guard let list = obtained.list else {
            return Finding(report: RevocationListReport(source: source, thisUpdate: nil, nextUpdate: nil, status: obtained.problem ?? .unavailable))
        }
        let appliesToChain = issuers.contains(where: list.isSigned(by:))
        guard appliesToChain || obtained.problem != nil else { return nil }
        let revoked = appliesToChain ? chain.dropLast().first(where: list.lists) : nil
        let status: RevocationListReport.Status
        if revoked != nil {
            status = .revoked
        } else if let problem = obtained.problem {
            status = problem
        } else {
            status = list.nextUpdate.map { $0 > now() } == true ? .valid : .expired
        }
        return Finding(
            revokedSerialNumber: revoked?.serialNumber,
            report: RevocationListReport(source: source, thisUpdate: list.thisUpdate, nextUpdate: list.nextUpdate, status: status))
    }
}

extension RevocationListReport.Status {
    /// Which report `decor info` shows when several lists were consulted: a revocation first, then
    /// trouble, then a sound list.
    fileprivate var precedence: Int {
        switch self {
        case .revoked: 0
        case .invalid: 1
        case .unavailable: 2
        case .expired: 3
        case .valid: 4
        }
    }
}
