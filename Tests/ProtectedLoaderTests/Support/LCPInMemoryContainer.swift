import Foundation
@testable import ProtectedLoader

/// A container whose entries are bytes in memory: fixture packages, and packages tests assemble.
struct InMemoryContainer: Container {
    struct File: Resource {
        let path: String
        let data: Data
        func length() throws -> UInt64 { UInt64(data.count) }
        func read(range: Range<UInt64>?) throws -> Data {
            guard let range else { return data }
            let upper = min(Int(range.upperBound), data.count)
            let lower = min(Int(range.lowerBound), upper)
            return data.subdata(in: lower..<upper)
        }
    }

    let name: String
    let paths: [String]
    private let files: [String: Data]

    init(name: String, files: [(String, Data)]) {
        self.name = name
        self.paths = files.map(\.0)
        self.files = Dictionary(files, uniquingKeysWith: { $1 })
    }

    func resource(at path: String) -> Resource? {
        files[path].map { File(path: path, data: $0) }
    }

    /// A copy with `path` replaced or added.
    func replacing(_ path: String, with data: Data) -> InMemoryContainer {
        var entries = paths.map { ($0, files[$0]!) }.filter { $0.0 != path }
        entries.append((path, data))
        return InMemoryContainer(name: name, files: entries)
    }
}
