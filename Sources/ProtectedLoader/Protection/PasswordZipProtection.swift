import Foundation

/// The protection of a ZIP archive whose entries are encrypted with a password (ZipCrypto or WinZip AES).
/// Unlike LCP it cannot open restricted: without the password not even the manifest can be read, so a
/// missing or wrong password is `OpeningError.incorrectCredentials`.
public struct PasswordZipProtection: ContentProtection {
    public static let name = "Password-protected ZIP"
    /// The most times a person is asked for the password while opening one archive.
    public let maxPrompts: Int

    public init(maxPrompts: Int = 3) {
        self.maxPrompts = maxPrompts
    }

    public var scheme: ProtectionScheme { .zip }

    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? {
        guard case let .container(container) = asset, let zip = container as? ZipContainer,
              zip.hasEncryptedEntries else { return nil }
        let archive = zip.archive
        let probe = try probeEntry(of: archive)
        var password = options.credentials
        var prompts = 0
        if password == nil {
            password = ask(options, previousAttemptFailed: false, prompts: &prompts)
        }
        while let candidate = password {
            if try unlocks(probe, in: archive, with: candidate) {
                return ProtectedAsset(
                    container: ZipContainer(archive: archive, password: candidate),
                    state: ProtectionState(
                        scheme: .zip, name: Self.name, error: nil, credentials: candidate,
                        rights: UnrestrictedRights(), license: nil))
            }
            password = ask(options, previousAttemptFailed: true, prompts: &prompts)
            if password == nil {
                throw OpeningError.incorrectCredentials(location: archive.name, detail: "the password is incorrect")
            }
        }
        throw OpeningError.incorrectCredentials(
            location: archive.name, detail: "the archive is encrypted and no password was given")
    }

    /// The smallest entry decor can decrypt: fully decoding it (so its CRC or authentication code confirms
    /// the password) is then cheapest.
    private func probeEntry(of archive: ZipArchive) throws -> ZipEntry {
        let candidates = archive.entries.filter {
            switch $0.encryption {
            case .zipCrypto, .winZipAES: true
            case .none, .strongEncryption: false
            }
        }
        guard let smallest = candidates.min(by: { $0.compressedSize < $1.compressedSize }) else {
            throw OpeningError.unsupportedProtection(
                location: archive.name, scheme: "PKWARE strong encryption",
                detail: "no entry uses ZipCrypto or WinZip AES")
        }
        return smallest
    }

    private func unlocks(_ entry: ZipEntry, in archive: ZipArchive, with password: String) throws -> Bool {
        do {
            _ = try archive.read(entry, password: password)
            return true
        } catch ZipError.incorrectPassword {
            return false
        } catch let error as ZipError {
            throw OpeningError.reading(location: archive.name, underlying: error)
        }
    }

    private func ask(_ options: OpeningOptions, previousAttemptFailed: Bool, prompts: inout Int) -> String? {
        guard prompts < maxPrompts else { return nil }
        prompts += 1
        return options.askCredentials(CredentialsRequest(
            scheme: .zip, hint: nil, previousAttemptFailed: previousAttemptFailed, sender: options.sender))
    }
}
