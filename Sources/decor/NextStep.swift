import DecorEngine

/// What to do next, added to the message of a failure a user can fix from the command line: credentials
/// that are missing or wrong, a license whose provider is not trusted, an href that is probably misspelt.
enum NextStep {
    /// The advice for a protection problem, from its code as it appears in the failure's message.
    static func forProtection(message: String) -> String? {
        if message.contains("untrustedCertificate") {
            return "give the LCP provider's root certificate with --lcp-root PEM (or DECOR_LCP_ROOTS)"
        }
        if message.contains("incorrectCredentials") || message.contains("incorrect credentials") {
            return "give the passphrase with --passphrase (LCP) or the password with --password (ZIP, PDF), or --interactive to be asked for it"
        }
        return nil
    }

    /// The advice for an href that is not in the publication: the nearest ones it has.
    static func forMissingHref(_ href: String, in paths: [String]) -> String? {
        let nearest = NearestHrefs.suggestions(for: Locator.normalize(href: href), among: paths)
        return nearest.isEmpty ? nil : "did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
    }

    static func appending(_ advice: String?, to message: String) -> String {
        advice.map { "\(message); \($0)" } ?? message
    }
}
