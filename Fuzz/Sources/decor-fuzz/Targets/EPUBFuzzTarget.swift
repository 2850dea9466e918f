import DecorEngine
import Foundation
import FuzzSupport
@testable import ProtectedLoader

/// A whole OCF package from arbitrary ZIP bytes, through the protection chain decor opens it with
/// (password ZIP, font obfuscation): container.xml, the package document, encryption.xml, and the
/// reading order's resources read through whatever protection applies.
func fuzzEPUB(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(FuzzInput.bytes(data, size))
    guard
        let archive = try? ZipArchive(source: MemoryByteSource(bytes), name: "fuzz.epub", limits: .fuzzing),
        let publication = try? PublicationOpener().open(.container(ZipContainer(archive: archive)), location: "fuzz.epub")
    else { return 0 }
    _ = (publication.identifier, publication.title, publication.language, publication.isRestricted)
    for link in (publication.readingOrder + publication.manifest).prefix(16) {
        _ = try? publication.resource(href: link.href).read()
    }
    return 0
}
