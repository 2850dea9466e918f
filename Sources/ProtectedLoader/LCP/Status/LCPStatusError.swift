import Foundation

/// Why a License Status Document operation (status, register, renew, return, license update) failed.
public enum LCPStatusError: CodedError, Sendable, Equatable {
    /// The license has no `status` link, so it cannot be managed online.
    case noStatusLink(licenseID: String)
    /// The status document offers no link for the operation (`register`, `renew`, `return`, `license`).
    case operationUnavailable(operation: String, status: LicenseStatusDocument.Status)
    /// The status document is not one: too large, not JSON, a member of the wrong type, a link elsewhere.
    case invalidStatusDocument(url: String, field: String, reason: String)
    /// The status document or the updated license is about another license.
    case mismatchedLicense(expected: String, found: String)
    /// The server refused the operation with a problem document (or without one).
    case refused(operation: String, url: String, status: Int, problem: ProblemDocument?)
    /// The server could not be reached, was too slow, or answered unusably.
    case network(operation: String, underlying: HTTPError)
    /// The updated license the server gave does not verify.
    case invalidUpdatedLicense(underlying: LCPError)
    /// The renewed license could not be written back into the package.
    case writeBack(path: String, reason: String)

    public var code: String {
        switch self {
        case .noStatusLink: "noStatusLink"
        case .operationUnavailable: "operationUnavailable"
        case .invalidStatusDocument: "invalidStatusDocument"
        case .mismatchedLicense: "mismatchedLicense"
        case let .refused(_, _, _, problem): Self.code(of: problem)
        case let .network(_, underlying): underlying.code
        case .invalidUpdatedLicense: "invalidUpdatedLicense"
        case .writeBack: "writeBackFailed"
        }
    }

    public var message: String {
        switch self {
        case let .noStatusLink(id): "the license \(id) has no status link"
        case let .operationUnavailable(operation, status): "\(operation) is not available for a license whose status is \(status.rawValue)"
        case let .invalidStatusDocument(url, field, reason): "\(url): the status document is invalid: \(field): \(reason)"
        case let .mismatchedLicense(expected, found): "the server answered about license \(found) instead of \(expected)"
        case let .refused(operation, url, status, problem):
            "\(operation) refused by \(url) (\(status))" + (problem.map { ": \($0.type)" + ($0.summary.isEmpty ? "" : " — \($0.summary)") } ?? "")
        case let .network(operation, underlying): "\(operation): \(underlying.message)"
        case let .invalidUpdatedLicense(underlying): "the updated license does not verify: \(underlying.message)"
        case let .writeBack(path, reason): "\(path): the updated license could not be written back: \(reason)"
        }
    }

    /// The problem document of a refusal.
    public var problem: ProblemDocument? {
        if case let .refused(_, _, _, problem) = self { return problem }
        return nil
    }

    /// The LSD specification's problem types become codes (`…/error/renew` → `renewRefused`); others
    /// are `statusServerRefused`.
    private static func code(of problem: ProblemDocument?) -> String {
        let prefix = "http://readium.org/license-status-document/error/"
        guard let type = problem?.type, type.hasPrefix(prefix), !type.dropFirst(prefix.count).isEmpty else {
            return "statusServerRefused"
        }
        return type.dropFirst(prefix.count) + "Refused"
    }
}
