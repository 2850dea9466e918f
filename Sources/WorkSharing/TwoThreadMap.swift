import Dispatch
import Synchronization

/// `map` over an array on the calling thread and one more, for independent, deterministic work: both
/// take the next run of elements until none is left, and the results come back in the elements' order,
/// so the outcome is the same as a plain `map`'s.
public enum TwoThreadMap {
    /// `elements.map(transform)`, worked on by the calling thread and one more. Inlinable, so that callers
    /// get it specialized for their types: 100,000 cheap transforms pay for every generic step.
    @inlinable
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        // Elements are taken in runs, so that cheap transforms of many elements do not spend their time
        // on the shared counter and the results' lock; runs stay short enough to share the work evenly.
        let run = max(1, min(64, elements.count / 32))
        let shared = Progress<Result>(count: elements.count)
        let work: @Sendable () -> Void = {
            while true {
                let start = shared.next.wrappingAdd(run, ordering: .relaxed).oldValue
                guard start < elements.count else { return }
                let end = min(start + run, elements.count)
                let results = elements[start..<end].map(transform)
                shared.results.withLock { $0.replaceSubrange(start..<end, with: results.map(Optional.some)) }
            }
        }
        let helper = DispatchGroup()
        DispatchQueue.global().async(group: helper, execute: work)
        work()
        helper.wait()
        return shared.results.withLock { $0.map { $0! } }
    }

    /// The next element to take and the results so far.
    @usableFromInline
    final class Progress<Result: Sendable>: Sendable {
        @usableFromInline let next = Atomic<Int>(0)
        @usableFromInline let results: Mutex<[Result?]>

        @usableFromInline
        init(count: Int) {
            results = Mutex([Result?](repeating: nil, count: count))
        }
    }
}
