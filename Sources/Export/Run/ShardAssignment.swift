/// Which publications (and reader indexes) one process of a sharded export owns: publication `p` belongs
/// to shard `fnv1a64(p) % count`, the same in every process and on every machine, so each book is
/// opened by exactly one shard and the shards' outputs never overlap.
public struct ShardAssignment: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// One process doing everything.
    public static let whole = ShardAssignment(uncheckedIndex: 0, count: 1)

    public init(index: Int, count: Int) throws(ExportError) {
        guard count >= 1, index >= 0, index < count else {
            throw .invalidOption(name: "shard", reason: "expected INDEX/COUNT with 0 ≤ INDEX < COUNT, got \(index)/\(count)")
        }
        self.init(uncheckedIndex: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N`.
    public init(parsing text: String) throws(ExportError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw .invalidOption(name: "shard", reason: "expected INDEX/COUNT (0/2), got '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    /// The shard from a Kubernetes Indexed Job's environment: `JOB_COMPLETION_INDEX` and the count in
    /// `DECOR_EXPORT_SHARDS`; the whole catalogue when neither is set.
    public init(environment: [String: String]) throws(ExportError) {
        guard let countText = environment["DECOR_EXPORT_SHARDS"] else {
            self = .whole
            return
        }
        guard let count = Int(countText), let index = Int(environment["JOB_COMPLETION_INDEX"] ?? "0") else {
            throw .invalidOption(name: "shard", reason: "DECOR_EXPORT_SHARDS and JOB_COMPLETION_INDEX must be integers")
        }
        try self.init(index: index, count: count)
    }

    /// Whether this shard owns `key` (a publication id, or a reader id for the reader indexes).
    public func owns(_ key: String) -> Bool {
        count == 1 || Int(StableHash.fnv1a64(key) % UInt64(count)) == index
    }

    public var description: String { "\(index)/\(count)" }
}
