import Foundation

/// The protection of a PDF encrypted with the standard security handler (RC4 40/128-bit, AES-128,
/// AES-256): the user or the owner password unlocks it, and its permission flags become the reader's
/// rights. Like a password ZIP it cannot open restricted — a wrong or missing password is
/// `OpeningError.incorrectCredentials`; a PDF with only an owner password opens without one. qpdf does
/// the reading; decor never parses PDF itself.
public struct PDFProtection: ContentProtection {
    public static let name = "Password-protected PDF"
    /// The largest PDF decor reads as one publication: it is decrypted whole, in memory.
    public static let maximumBytes: UInt64 = 1 << 30
    /// The most times a person is asked for the password while opening one file.
    public let maxPrompts: Int

    public init(maxPrompts: Int = 3) {
        self.maxPrompts = maxPrompts
    }

    public var scheme: ProtectionScheme { .pdf }

    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? {
        guard case let .container(container) = asset, let pdf = container as? PDFContainer else { return nil }
        guard pdf.source.length <= Self.maximumBytes else {
            throw OpeningError.reading(location: pdf.name, underlying: PDFError.tooLarge(name: pdf.name, bytes: pdf.source.length,
                                                                                           limit: Self.maximumBytes))
        }
        // qpdf reads a file itself, as it needs: the 1 GiB a PDF may weigh is never copied whole first. It
        // opens the file decor already holds open, so a file put in its place meanwhile is never read.
        let input: QPDFDocument.Input = if let file = pdf.source as? FileByteSource {
            .file(path: file.openedFilePath)
        } else {
            .bytes(try pdf.source.read(at: 0, count: Int(pdf.source.length)))
        }
        // The empty user password opens unencrypted files and those with only an owner password.
        let document: QPDFDocument
        var credentials: String?
        do {
            document = try QPDFDocument(input, name: pdf.name, password: options.credentials ?? "")
            credentials = options.credentials
        } catch .incorrectPassword {
            (document, credentials) = try askUntilUnlocked(input, name: pdf.name, options: options)
        } catch {
            throw OpeningError.reading(location: pdf.name, underlying: error)
        }
        guard document.isEncrypted else { return nil }
        let clear: Data
        do {
            clear = try document.decrypted(inputLength: pdf.source.length)
        } catch {
            throw OpeningError.reading(location: pdf.name, underlying: error)
        }
        return ProtectedAsset(
            container: PDFContainer(name: pdf.name, path: pdf.path, source: MemoryByteSource(clear), knownTitle: .some(document.info("/Title"))),
            state: ProtectionState(
                scheme: .pdf, name: Self.name, error: nil, credentials: credentials,
                rights: PDFPermissionRights(allowsCopy: document.allowsExtraction, allowsPrint: document.allowsPrinting),
                license: nil))
    }

    private func askUntilUnlocked(_ input: QPDFDocument.Input, name: String, options: OpeningOptions) throws -> (QPDFDocument, String) {
        var previousAttemptFailed = options.credentials != nil
        for _ in 0..<maxPrompts {
            guard let password = options.askCredentials(CredentialsRequest(
                scheme: .pdf, hint: nil, previousAttemptFailed: previousAttemptFailed, sender: options.sender)) else { break }
            do {
                return (try QPDFDocument(input, name: name, password: password), password)
            } catch .incorrectPassword {
                previousAttemptFailed = true
            } catch {
                throw OpeningError.reading(location: name, underlying: error)
            }
        }
        throw OpeningError.incorrectCredentials(
            location: name, detail: options.credentials == nil && !previousAttemptFailed
                ? "the PDF is encrypted and no password was given" : "the PDF's password is incorrect")
    }
}
