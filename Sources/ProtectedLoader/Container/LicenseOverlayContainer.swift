import Foundation

/// A package seen with a license laid over it: the license a bare `.lcpl` was opened from, at the path
/// where LCP looks for it, whatever copy (or none) the streamed package holds.
struct LicenseOverlayContainer: Container {
    let base: Container
    let licensePath: String
    let license: Data

    var name: String { base.name }

    var paths: [String] { base.paths.contains(licensePath) ? base.paths : base.paths + [licensePath] }

    func resource(at path: String) -> Resource? {
        path == licensePath ? LicenseResource(path: path, data: license) : base.resource(at: path)
    }

    private struct LicenseResource: Resource {
        let path: String
        let data: Data

        func length() throws -> UInt64 { UInt64(data.count) }

        func read(range: Range<UInt64>?) throws -> Data {
            guard let range else { return data }
            let clamped = range.clamped(to: 0..<UInt64(data.count))
            return data.subdata(in: Int(clamped.lowerBound)..<Int(clamped.upperBound))
        }
    }
}
