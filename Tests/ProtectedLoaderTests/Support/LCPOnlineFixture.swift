import Foundation
import XCTest
@testable import ProtectedLoader

/// What the online LCP tests share: a test license whose status link points at an `LCPStatusServer`, its
/// package written to a ZIP file in a scratch folder, and protections configured for the test CA, online
/// or not, with one license repository per fixture (a fresh decor home).
final class LCPOnlineFixture {
    let license: LCPTestLicense
    let packageURL: URL
    let status: LCPStatusServer
    let fetcher: HTTPFetcher
    let licenses: LCPLicenseRepository
    let end: Date

    init(scratch: URL, end: Date = Date().addingTimeInterval(7 * 86400), potentialEnd: Date = Date().addingTimeInterval(30 * 86400)) throws {
        _ = LCPTestPKI.shared  // Certificates made now, before the license's `updated` date.
        let packageURL = scratch.appendingPathComponent("book.epub")
        var made: LCPTestLicense?
        status = try LCPStatusServer(potentialEnd: potentialEnd) { port in
            var license = LCPTestLicense()
            license.rights = ["print": 10, "copy": 100, "end": end.formatted(.iso8601)]
            license.extraMembers = ["links": LCPStatusServer.links(port: port)]
            let document = try license.document(signedBy: LCPTestPKI.shared.rsaProvider)
            let package = try LCPTestPackage(license: document, contentKey: license.contentKey)
            var builder = ZipBuilder()
            for path in package.container.paths { builder.addStored(path, try package.container.resource(at: path)!.read()) }
            let bytes = builder.build()
            try bytes.write(to: packageURL)
            made = license
            return (license, document, bytes)
        }
        self.packageURL = packageURL
        let license = made!
        self.license = license
        self.end = end
        fetcher = HTTPFetcher(policy: HTTPRequestPolicy(connectTimeout: 2, totalTimeout: 5))
        licenses = try .inMemory()
    }

    deinit {
        status.server.stop()
        try? fetcher.shutdown()
    }

    /// LCP for the test CA; online (status checks on open) unless `online` is false.
    func opener(online: Bool = true, policy: HTTPRequestPolicy = .licenseStatus) throws -> PublicationOpener {
        let configuration = LCPConfiguration(
            trustedRootsPEM: [LCPTestPKI.shared.authority.certificatePEM], licenses: licenses,
            online: online ? LCPOnlineConfiguration(fetcher: fetcher, policy: policy, deviceName: "decor tests") : nil)
        return PublicationOpener(protections: [try LCPContentProtection(configuration: configuration)], fetcher: fetcher)
    }

    func openPackage(online: Bool = true) throws -> ProtectedPackage {
        try opener(online: online).openPackage(path: packageURL.path, options: OpeningOptions(credentials: license.passphrase))
    }
}
