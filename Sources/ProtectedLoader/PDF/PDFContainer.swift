import Foundation

/// A PDF file seen as a publication's container: one entry, named after the file, whose bytes are the
/// file's own (as found on disk) or the PDF written again without its encryption (once unlocked).
public struct PDFContainer: Container {
    public let name: String
    /// The one entry's path: the file's name.
    public let path: String
    let source: any ByteSource
    /// The title of the document information dictionary as the protection that decrypted the file read it
    /// (`.some(nil)` when it has none), so that the clear PDF is not parsed again for it; nil when unread.
    let knownTitle: String??

    public init(name: String, path: String, source: any ByteSource) {
        self.init(name: name, path: path, source: source, knownTitle: nil)
    }

    init(name: String, path: String, source: any ByteSource, knownTitle: String??) {
        self.name = name
        self.path = path
        self.source = source
        self.knownTitle = knownTitle
    }

    public var paths: [String] { [path] }

    public func resource(at path: String) -> Resource? {
        path == self.path ? SourceResource(path: path, source: source) : nil
    }

    /// Whether `data` starts like a PDF (`%PDF-`), which is how a PDF asset is recognised.
    static func isPDF(_ head: Data) -> Bool {
        head.starts(with: Array("%PDF-".utf8))
    }

    private struct SourceResource: Resource {
        let path: String
        let source: any ByteSource

        func length() throws -> UInt64 { source.length }

        func read(range: Range<UInt64>?) throws -> Data {
            let wanted = range ?? 0..<source.length
            let lower = min(wanted.lowerBound, source.length)
            let upper = min(wanted.upperBound, source.length)
            guard upper > lower, upper - lower <= UInt64(Int.max) else { return Data() }
            return try source.read(at: lower, count: Int(upper - lower))
        }
    }
}
