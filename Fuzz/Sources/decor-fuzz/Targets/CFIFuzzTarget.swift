import DecorEngine
import Foundation
import FuzzSupport

/// The EPUB CFI parser on arbitrary text, and what follows an accepted CFI: its serialization parses back
/// to the same CFI, it compares equal to itself, and it resolves (or fails cleanly) in the sample
/// document, where the range it finds gives a CFI of its own.
func fuzzCFI(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = FuzzInput.text(data, size)
    guard let cfi = try? EPUBCFI(text) else { return 0 }
    let written = cfi.description
    fuzzInvariant((try? EPUBCFI(written)) == cfi, "\(text) is written \(written), which does not read back the same")
    fuzzInvariant(EPUBCFI.compare(cfi, cfi) == 0, "\(written) does not compare equal to itself")
    guard let located = try? SampleDocument.resolver.locate(.cfi(cfi)) else { return 0 }
    _ = located.report
    if let generated = try? EPUBCFI(range: located.range) {
        _ = EPUBCFI.compare(cfi, generated)
    }
    return 0
}
