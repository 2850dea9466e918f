import Dispatch
import Synchronization

/// `map` over an array on the calling thread and one more, for independent, deterministic work: both
/// take the next element until none is left, and the results come back in the elements' order, so
/// the outcome is the same as a plain `map`'s.
public enum TwoThreadMap {
    /// `elements.map(transform)`, worked on by the calling thread and one more.
    public static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], _ transform: @escaping @Sendable (Element) -> Result
    ) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let shared = Progress<Result>(count: elements.count)
        let work: @Sendable () -> Void = {
            while true {
                let index = shared.next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < elements.count else { return }
                let result = transform(elements[index])
                shared.results.withLock { $0[index] = result }
            }
        }
        let helper = DispatchGroup()
        DispatchQueue.global().async(group: helper, execute: work)
        work()
        helper.wait()
        return shared.results.withLock { $0.map { $0! } }
    }

    /// The next element to take and the results so far.
    private final class Progress<Result: Sendable>: Sendable {
        let next = Atomic<Int>(0)
        let results: Mutex<[Result?]>

        init(count: Int) {
            results = Mutex([Result?](repeating: nil, count: count))
        }
    }
}
