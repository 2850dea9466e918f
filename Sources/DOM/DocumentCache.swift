import CLibXML2
import Foundation

/// Per-document derived data (id index, text index) computed once and shared between threads, dropped
/// whenever the tree is mutated. It holds raw node pointers, never `Node`s, which would keep their own
/// document alive through this cache. Also keeps the nodes a mutation removed, so that handles to them stay valid.
final class DocumentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var currentVersion = 0
    private var idIndex: (version: Int, value: [String: xmlNodePtr])?
    private var textIndex: (version: Int, value: TextIndex)?
    private var detached: [xmlNodePtr] = []

    var version: Int { lock.withLock { currentVersion } }

    /// Called by every mutation.
    func invalidate() { lock.withLock { currentVersion += 1 } }

    func elementsByID(version: Int, build: () -> [String: xmlNodePtr]) -> [String: xmlNodePtr] {
        if let cached = lock.withLock({ idIndex }), cached.version == version { return cached.value }
        let value = build()
        lock.withLock { idIndex = (version, value) }
        return value
    }

    func text(version: Int, build: () -> TextIndex) -> TextIndex {
        if let cached = lock.withLock({ textIndex }), cached.version == version { return cached.value }
        let value = build()
        lock.withLock { textIndex = (version, value) }
        return value
    }

    func keepDetached(_ node: xmlNodePtr) { lock.withLock { detached.append(node) } }

    func takeDetachedNodes() -> [xmlNodePtr] {
        lock.withLock {
            defer { detached = [] }
            return detached
        }
    }
}
