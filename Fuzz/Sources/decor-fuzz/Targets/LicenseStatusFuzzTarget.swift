import DecorEngine
import Foundation
import FuzzSupport

/// An LCP License Status Document on arbitrary bytes: its size bound, the JSON, the status values, dates,
/// links and events. Whatever it accepts must link only to http(s) URLs, since the status check follows
/// those links on its own.
func fuzzLicenseStatus(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let document = try? LicenseStatusDocument(data: Data(FuzzInput.bytes(data, size)), location: "fuzz") else { return 0 }
    for link in document.links where !link.templated {
        let scheme = URL(string: link.href)?.scheme?.lowercased()
        fuzzInvariant(scheme == "http" || scheme == "https", "a status document was accepted with a link to \(link.href)")
    }
    _ = document.link("license")
    return 0
}
