import Foundation
import FuzzSupport
@testable import Server

/// A `Range` header on arbitrary bytes against a resource length taken from the input's first bytes:
/// whatever it asks, the ranges answered are non-empty, inside the resource, no more than the limit, and
/// never overlapping or touching (the bytes of a multipart answer are each sent once).
func fuzzByteRange(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    // Lengths from 0 to 2^40 and the edges, so that suffixes and ends past the resource are met.
    let length = bytes.prefix(5).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let header = String(decoding: bytes.dropFirst(5), as: UTF8.self)
    guard case .ranges(let ranges) = ByteRangeRequest(header: header, length: length) else { return 0 }
    fuzzInvariant(!ranges.isEmpty && ranges.count <= ByteRangeRequest.maximumRanges, "\(ranges.count) ranges for \(header)")
    for range in ranges {
        fuzzInvariant(!range.isEmpty && range.upperBound <= length, "\(range) of a \(length)-byte resource for \(header)")
    }
    let sorted = ranges.sorted { $0.lowerBound < $1.lowerBound }
    for (left, right) in zip(sorted, sorted.dropFirst()) {
        fuzzInvariant(left.upperBound < right.lowerBound, "\(left) and \(right) overlap or touch for \(header)")
    }
    return 0
}
