import Foundation
@testable import ProtectedLoader

/// An EPUB-like package protected by a test license: a deflated-then-encrypted chapter, a stored
/// encrypted image (for random access), a clear package document and an IDPF-obfuscated font that LCP
/// must leave alone.
struct LCPTestPackage {
    static let chapterPath = "OEBPS/chapter.xhtml"
    static let imagePath = "OEBPS/image.bin"
    static let fontPath = "OEBPS/font.otf"
    static let packagePath = "OEBPS/content.opf"

    let chapter: Data
    let image: Data
    let font: Data
    let packageDocument: Data
    let container: InMemoryContainer

    init(license: Data, contentKey: Data, imageLength: Int = 5000) throws {
        chapter = Data(String(repeating: "<p>It was a bright cold day in April.</p>\n", count: 400).utf8)
        image = LCPTestLicense.randomBytes(imageLength)
        font = LCPTestLicense.randomBytes(3000)
        packageDocument = Data("<package xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\"/>".utf8)
        let encryption = """
            <?xml version="1.0" encoding="UTF-8"?>
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container"
                xmlns:enc="http://www.w3.org/2001/04/xmlenc#" xmlns:ds="http://www.w3.org/2000/09/xmldsig#"
                xmlns:comp="http://www.idpf.org/2016/encryption#compression">
              <enc:EncryptedData>
                <enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
                <enc:CipherData><enc:CipherReference URI="\(Self.fontPath)"/></enc:CipherData>
              </enc:EncryptedData>
            \(Self.lcpEntry(Self.chapterPath, method: 8, length: chapter.count))
            \(Self.lcpEntry(Self.imagePath, method: 0, length: image.count))
            </encryption>
            """
        container = InMemoryContainer(name: "test.epub", files: [
            ("mimetype", Data("application/epub+zip".utf8)),
            ("META-INF/container.xml", Data("<container/>".utf8)),
            ("META-INF/encryption.xml", Data(encryption.utf8)),
            ("META-INF/license.lcpl", license),
            (Self.packagePath, packageDocument),
            (Self.chapterPath, try LCPTestLicense.seal(RawDeflate.compress(chapter), key: contentKey)),
            (Self.imagePath, try LCPTestLicense.seal(image, key: contentKey)),
            (Self.fontPath, font),
        ])
    }

    private static func lcpEntry(_ path: String, method: Int, length: Int) -> String {
        """
          <enc:EncryptedData>
            <enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>
            <ds:KeyInfo><ds:RetrievalMethod URI="license.lcpl#/encryption/content_key"
                Type="http://readium.org/2014/01/lcp#EncryptedContentKey"/></ds:KeyInfo>
            <enc:CipherData><enc:CipherReference URI="\(path)"/></enc:CipherData>
            <enc:EncryptionProperties><enc:EncryptionProperty>
              <comp:Compression Method="\(method)" OriginalLength="\(length)"/>
            </enc:EncryptionProperty></enc:EncryptionProperties>
          </enc:EncryptedData>
        """
    }
}
