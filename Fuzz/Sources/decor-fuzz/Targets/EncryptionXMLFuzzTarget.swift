import DecorEngine
import Foundation
import FuzzSupport

/// `META-INF/encryption.xml` on arbitrary bytes: the XML parser with its limits, encrypted data entries,
/// their algorithms, key retrieval methods and compression properties, and the paths they name.
func fuzzEncryptionXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? EncryptionDocument(data: Data(FuzzInput.bytes(data, size))) else { return 0 }
    for (path, entry) in document.entries {
        fuzzInvariant(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."),
                      "encryption.xml entry \(path) escapes the container")
        _ = (entry.algorithm, entry.keyRetrievalURI, entry.compressionMethod, entry.originalLength)
    }
    return 0
}
