import Foundation

/// The online side of an opened publication's LCP license, following the License Status Document
/// specification: read the status, register this device, renew or return a loan, and take the updated
/// license the server then offers (verified like any license, kept in the license repository and written
/// back into a local package). Every call blocks for at most the configured policy's timeout.
public final class LCPLicenseService: @unchecked Sendable {
    private let online: LCPOnlineConfiguration
    private let validator: LCPLicenseValidator
    private let licenses: LCPLicenseRepository?
    /// The local package the license lives in, and where in it; nil for streamed packages.
    private let package: (url: URL, licensePath: String)?
    private let lock = NSLock()
    private var current: LCPLicense

    init(license: LCPLicense, online: LCPOnlineConfiguration, validator: LCPLicenseValidator,
         licenses: LCPLicenseRepository?, package: (url: URL, licensePath: String)?) {
        current = license
        self.online = online
        self.validator = validator
        self.licenses = licenses
        self.package = package
    }

    /// The latest license known: the one opened, or the one a status check or renewal brought.
    public var license: LCPLicense { lock.withLock { current } }

    /// The latest license as `decor info` reports it (user fields left as stored).
    public var licenseSummary: LicenseSummary { LicenseSummary(license: license, userKey: nil) }

    /// Fetches the license's status document.
    public func fetchStatus() throws -> LicenseStatusDocument {
        let license = license
        guard let link = license.link("status") else { throw LCPStatusError.noStatusLink(licenseID: license.id) }
        guard let url = URL(string: link.href) else {
            throw LCPStatusError.network(operation: "status", underlying: .unsupportedURL(url: link.href))
        }
        return try exchange("status", HTTPRequest(url: url))
    }

    /// Registers this device for the license (POST `register{?id,name}`).
    @discardableResult
    public func register() throws -> LicenseStatusDocument {
        let status = try perform("register", method: "POST", on: try fetchStatus())
        try licenses?.markRegistered(licenseID: license.id)
        return status
    }

    /// Extends the loan until `end` (or as the server decides when nil), then takes the renewed license.
    @discardableResult
    public func renew(end: Date? = nil) throws -> LicenseStatusDocument {
        let values = end.map { ["end": $0.formatted(.iso8601)] } ?? [:]
        let status = try perform("renew", method: "PUT", on: try fetchStatus(), values: values)
        try takeUpdatedLicense(from: status)
        return status
    }

    /// Returns the loan early, then takes the license the server ends.
    @discardableResult
    public func returnPublication() throws -> LicenseStatusDocument {
        let status = try perform("return", method: "PUT", on: try fetchStatus())
        try takeUpdatedLicense(from: status)
        return status
    }

    /// What opening does when online: fetch the status, take an updated license, register on first
    /// open. Returns the status document, or nil when the server could not be asked (never an error:
    /// network trouble must not stop reading what is on disk).
    func checkOnOpen() -> LicenseStatusDocument? {
        guard let status = try? fetchStatus() else { return nil }
        _ = try? takeUpdatedLicense(from: status)
        if status.status == .ready || status.status == .active, status.link("register") != nil,
           (try? licenses?.isRegistered(licenseID: license.id)) != true {
            _ = try? register()
        }
        return status
    }

    /// When the status says the license changed after the one at hand, fetches the new license, verifies
    /// it, keeps it and writes it into the package. Returns whether the license changed.
    @discardableResult
    func takeUpdatedLicense(from status: LicenseStatusDocument) throws -> Bool {
        let known = license
        guard status.licenseUpdated > known.signingDate else { return false }
        guard let link = status.link("license"), let url = URL(string: link.href) else {
            throw LCPStatusError.operationUnavailable(operation: "license", status: status.status)
        }
        var policy = online.policy
        policy.maximumResponseSize = LCPLicense.maximumSize
        let document: Data
        do {
            document = try online.fetcher.send(HTTPRequest(url: url), policy: policy).body
        } catch let error as HTTPError {
            throw LCPStatusError.network(operation: "license", underlying: error)
        }
        let updated: LCPLicense
        do {
            updated = try LCPLicense(data: document)
            // The next open reports the revocation check; here only its verdict matters.
            var revocationReport: RevocationListReport?
            try validator.verifyAuthenticity(of: updated, revocationReport: &revocationReport)
        } catch let error as LCPError {
            throw LCPStatusError.invalidUpdatedLicense(underlying: error)
        }
        guard updated.id == known.id else { throw LCPStatusError.mismatchedLicense(expected: known.id, found: updated.id) }
        guard updated.signingDate > known.signingDate else { return false }
        try licenses?.store(updated, document: document)
        if let package {
            do {
                try ZipEntryReplacement.replace(package.licensePath, with: document, inArchiveAt: package.url)
            } catch {
                throw LCPStatusError.writeBack(path: package.url.path, reason: String(describing: error))
            }
        }
        lock.withLock { current = updated }
        return true
    }

    private func perform(
        _ operation: String, method: String, on status: LicenseStatusDocument, values: [String: String] = [:]
    ) throws -> LicenseStatusDocument {
        guard let link = status.link(operation) else {
            throw LCPStatusError.operationUnavailable(operation: operation, status: status.status)
        }
        var parameters = values
        parameters["id"] = try licenses?.deviceID() ?? Self.ephemeralDeviceID
        parameters["name"] = online.deviceName
        let href = link.templated ? URITemplate.expand(link.href, values: parameters) : link.href
        guard let url = URL(string: href) else {
            throw LCPStatusError.network(operation: operation, underlying: .unsupportedURL(url: href))
        }
        return try exchange(operation, HTTPRequest(method: method, url: url))
    }

    /// Sends a request whose answer is a status document about this license.
    private func exchange(_ operation: String, _ request: HTTPRequest) throws -> LicenseStatusDocument {
        let response: HTTPResponse
        do {
            response = try online.fetcher.send(request.adding(header: "Accept", value: "application/vnd.readium.license.status.v1.0+json"),
                                               policy: online.policy)
        } catch let HTTPError.status(url, status, problem) {
            throw LCPStatusError.refused(operation: operation, url: url, status: status, problem: problem)
        } catch let error as HTTPError {
            throw LCPStatusError.network(operation: operation, underlying: error)
        }
        let status = try LicenseStatusDocument(data: response.body, location: response.url.absoluteString)
        guard status.id == license.id else { throw LCPStatusError.mismatchedLicense(expected: license.id, found: status.id) }
        return status
    }

    /// Without a repository, a device id for this process only.
    private static let ephemeralDeviceID = UUID().uuidString.lowercased()
}
