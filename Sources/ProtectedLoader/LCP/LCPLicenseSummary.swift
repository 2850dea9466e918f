import Foundation

extension LicenseSummary {
    /// The license as a report shows it. Encrypted user fields are shown in clear when `userKey` is known,
    /// and left out otherwise.
    init(license: LCPLicense, userKey: LCPUserKey?) {
        func field(_ name: String) -> String? {
            if let userKey { return userKey.userField(name, of: license) }
            return license.user.encrypted.contains(name) ? nil : license.user.storedValue(of: name)
        }
        self.init(
            id: license.id, provider: license.provider, profile: license.encryption.profile,
            issued: license.issued, updated: license.updated,
            start: license.rights.start, end: license.rights.end,
            user: User(id: field("id"), name: field("name"), email: field("email")))
    }
}
