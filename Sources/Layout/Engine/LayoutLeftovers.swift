import Foundation

/// Keeps what layouts leave behind once their reports are made — the parsed document, its box tree,
/// formula layouts and caches — alive for as long as it lives. A command-line process that exits right
/// after writing its report can hold one to the end and leave that memory to the system, which takes it
/// back whole, instead of freeing a large graph of small objects one by one (as compilers do with
/// `-disable-free`). Without one, an engine frees everything before `layout` returns.
package final class LayoutLeftovers: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Any] = []

    package init() {}

    /// How many values are kept.
    package var count: Int {
        lock.withLock { kept.count }
    }

    /// Keeps `value` alive until this object is freed.
    package func keep(_ value: Any) {
        lock.withLock { kept.append(value) }
    }
}
