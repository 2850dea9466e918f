import Foundation
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
        run(elements, worker: {}) { _, element in transform(element) }.results
    }

    /// Runs `body` on every element, on the calling thread and one more, each thread with a worker of its
    /// own (what the bodies it runs keep, such as caches they fill, and the state they must not share),
    /// and returns the workers, one or two, once every element is done.
    @inlinable
    public static func forEach<Element: Sendable, Worker: Sendable>(
        _ elements: [Element], worker: @escaping @Sendable () -> Worker,
        _ body: @escaping @Sendable (Worker, Element) -> Void
    ) -> [Worker] {
        run(elements, worker: worker, body).workers
    }

    @inlinable
    static func run<Element: Sendable, Result: Sendable, Worker: Sendable>(
        _ elements: [Element], worker makeWorker: @escaping @Sendable () -> Worker,
        _ transform: @escaping @Sendable (Worker, Element) -> Result
    ) -> (results: [Result], workers: [Worker]) {
        guard elements.count > 1 else {
            let worker = makeWorker()
            return (elements.map { transform(worker, $0) }, [worker])
        }
        // Elements are taken in runs, so that cheap transforms of many elements do not spend their time
        // on the shared counter and the results' lock; runs stay short enough to share the work evenly.
        let run = max(1, min(64, elements.count / 32))
        let shared = Progress<Result, Worker>(count: elements.count)
        let work: @Sendable () -> Void = {
            let worker = makeWorker()
            while true {
                let start = shared.next.wrappingAdd(run, ordering: .relaxed).oldValue
                guard start < elements.count else { break }
                let end = min(start + run, elements.count)
                let results = elements[start..<end].map { transform(worker, $0) }
                shared.lock.withLock { shared.results.replaceSubrange(start..<end, with: results.map(Optional.some)) }
            }
            shared.lock.withLock { shared.workers.append(worker) }
        }
        let helper = HelperThread(running: work)
        work()
        helper.join()
        return shared.lock.withLock { (shared.results.map { $0! }, shared.workers) }
    }

    /// The next element to take, the results so far and the workers done. Both threads change them behind a
    /// pthread mutex, which the thread sanitizer sees (`Synchronization.Mutex` is a futex it does not know of).
    @usableFromInline
    final class Progress<Result: Sendable, Worker: Sendable>: @unchecked Sendable {
        @usableFromInline let next = Atomic<Int>(0)
        @usableFromInline let lock = NSLock()
        @usableFromInline var results: [Result?]
        @usableFromInline var workers: [Worker] = []

        @usableFromInline
        init(count: Int) {
            results = [Result?](repeating: nil, count: count)
        }
    }
}
