import Foundation

/// The resources of one document that could not be read, each noted once, in the order met.
final class UnreadResources: @unchecked Sendable {
    private let lock = NSLock()
    private var noted: Set<UnreadResource> = []
    private var ordered: [UnreadResource] = []

    func note(_ href: String, reason: String) {
        let resource = UnreadResource(href: href, reason: reason)
        lock.lock()
        defer { lock.unlock() }
        if noted.insert(resource).inserted { ordered.append(resource) }
    }

    var list: [UnreadResource] {
        lock.lock()
        defer { lock.unlock() }
        return ordered
    }
}
