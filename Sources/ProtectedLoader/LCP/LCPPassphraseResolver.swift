import Foundation

/// Finds the user key of a license: keys remembered for this license or its user come first, then the
/// caller's credentials, then (only when a person may be asked) up to three prompts. The key that worked
/// is remembered, as a hash, for next time.
struct LCPPassphraseResolver: Sendable {
    static let maximumPrompts = 3

    let repository: PassphraseRepository

    /// What unlocked the license: the key, and the passphrase when one was typed or given.
    struct Match {
        let key: LCPUserKey
        let passphrase: String?
    }

    /// Nil when nothing unlocks the license.
    func resolve(_ license: LCPLicense, options: OpeningOptions) -> Match? {
        // The repository only speeds things up: when it cannot be read, the passphrase is asked as usual.
        let stored = (try? repository.keys(licenseID: license.id, provider: license.provider, userID: license.user.id)) ?? []
        if let key = stored.first(where: { $0.unlocks(license) }) {
            remember(key, for: license)
            return Match(key: key, passphrase: nil)
        }
        var failed = false
        if let credentials = options.credentials {
            if let match = attempt(credentials, on: license) { return match }
            failed = true
        }
        for _ in 0..<Self.maximumPrompts {
            let request = CredentialsRequest(
                scheme: .lcp, hint: Self.hint(of: license), previousAttemptFailed: failed, sender: options.sender)
            guard let passphrase = options.askCredentials(request) else { return nil }
            if let match = attempt(passphrase, on: license) { return match }
            failed = true
        }
        return nil
    }

    /// The license's text hint with the address of its hint page, as the spec asks prompts to show both.
    static func hint(of license: LCPLicense) -> String? {
        let text = license.encryption.userKey.textHint
        guard let page = license.link("hint")?.href else { return text.isEmpty ? nil : text }
        return text.isEmpty ? page : "\(text) (\(page))"
    }

    private func attempt(_ passphrase: String, on license: LCPLicense) -> Match? {
        let key = LCPUserKey(passphrase: passphrase)
        guard key.unlocks(license) else { return nil }
        remember(key, for: license)
        return Match(key: key, passphrase: passphrase)
    }

    private func remember(_ key: LCPUserKey, for license: LCPLicense) {
        // Failing to remember only means asking again next time; it must not stop this opening.
        try? repository.store(key, licenseID: license.id, provider: license.provider, userID: license.user.id)
    }
}
