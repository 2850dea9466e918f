import DecorEngine
import Foundation
import FuzzSupport

/// A `decor locate --jsonl` line on arbitrary bytes: the JSON parser, then a Readium locator, a CFI or
/// W3C annotation selectors read from it and resolved in the sample document (domRange, text quote with
/// fuzzy matching, partial CFI, CSS selector, fragments, progression, text position and range selectors),
/// and the report of what was found.
func fuzzLocator(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    guard let json = try? JSONParser().parse(bytes) else { return 0 }
    // The same JSON read directly as a locator and as selectors, as `--locator` and `--selector` read it.
    if let locator = try? Locator(json: json) {
        _ = try? SampleDocument.resolver.resolve(locator)
    }
    if let selectors = try? AnnotationSelector.parseAll(json) {
        _ = try? SampleDocument.resolver.locate(.selectors(selectors))
    }
    guard let members = json.members, let query = try? LocateQuery(batchLine: members) else { return 0 }
    _ = (try? SampleDocument.resolver.locate(query))?.report
    return 0
}
