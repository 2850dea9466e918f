import Foundation

/// The files of a ZIP archive (an EPUB, a password-protected ZIP) as a `Container`. Encrypted entries are
/// decrypted with `password`; stored, unencrypted entries are read by range without decoding the rest.
package struct ZipContainer: Container {
    package let archive: ZipArchive
    /// The password for encrypted entries; nil reads them as `ZipError.passwordRequired`.
    package let password: String?
    package let paths: [String]

    package init(archive: ZipArchive, password: String? = nil) {
        self.archive = archive
        self.password = password
        paths = archive.entries.filter { !$0.isDirectory }.map(\.path)
    }

    package var name: String { archive.name }

    /// True when at least one entry is encrypted, which is what makes an archive a password-protected ZIP.
    package var hasEncryptedEntries: Bool { archive.entries.contains { $0.isEncrypted } }

    package func resource(at path: String) -> Resource? {
        guard let entry = archive.entry(at: path), !entry.isDirectory else { return nil }
        return EntryResource(archive: archive, entry: entry, password: password)
    }

    private struct EntryResource: Resource {
        let archive: ZipArchive
        let entry: ZipEntry
        let password: String?

        var path: String { entry.path }

        func length() throws -> UInt64 { entry.uncompressedSize }

        func read(range: Range<UInt64>?) throws -> Data {
            guard let range else { return try archive.read(entry, password: password) }
            return try archive.read(entry, range: range, password: password)
        }
    }
}
