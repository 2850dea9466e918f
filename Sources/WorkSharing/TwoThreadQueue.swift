import Dispatch
import Foundation

/// Work handed in one element at a time while the caller is still making the elements: one more thread
/// starts on them as they come, and once the last is handed in, the calling thread joins it on what is
/// left. For work whose elements come out of a long job of their own (a box tree's paragraphs while it is
/// built), which would otherwise wait for that job to end before two threads could share it.
public final class TwoThreadQueue<Element: Sendable, Worker: Sendable>: Sendable {
    private let shared: Shared
    private let callerWorker: Worker
    private let helper: HelperThread

    /// Starts the other thread, which waits for elements: each thread runs `body` on the elements it
    /// takes with a worker of its own (what the bodies it runs keep, and the state they must not share).
    /// Both workers are made here, on the calling thread, so that `worker` may read what the caller goes
    /// on changing once it returns.
    public init(worker: () -> Worker, _ body: @escaping @Sendable (Worker, Element) -> Void) {
        let shared = Shared(body: body)
        self.shared = shared
        callerWorker = worker()
        let helperWorker = worker()
        helper = HelperThread { shared.work(with: helperWorker) }
    }

    /// Hands in one element; the other thread may start on it at once.
    public func add(_ element: Element) {
        shared.add(element)
    }

    /// Takes the calling thread into the work once no more elements come: what the other thread has not
    /// taken yet is ordered by `size`, the largest first (so that neither thread is left with a long one at
    /// the end; equal sizes keep the order they were handed in). Returns both workers once every element
    /// is done. Must be called once, after the last `add`: until then the other thread waits for more.
    public func finish(largestFirst size: (Element) -> Int) -> [Worker] {
        shared.close(largestFirst: size)
        shared.work(with: callerWorker)
        helper.join()
        return shared.workers
    }

    /// What both threads use: the elements handed in, how far they are taken, and the workers done, behind
    /// a lock that the thread sanitizer sees (a pthread mutex: `Synchronization.Mutex` is a futex it does not
    /// know of, and both threads change the state under it).
    private final class Shared: @unchecked Sendable {
        private let body: @Sendable (Worker, Element) -> Void
        private let lock = NSLock()
        private var state = State()
        /// Counts the elements handed in, and the end, so that the other thread sleeps only when it has
        /// nothing to take.
        private let handedIn = DispatchSemaphore(value: 0)

        private struct State {
            var elements: [Element] = []
            var next = 0
            var isClosed = false
            var workers: [Worker] = []
        }

        private enum Take {
            case taken
            case wait
            case done
        }

        /// How many elements the other thread takes at once while more can come: each turn of the lock
        /// can meet the caller's handing one in, and a contended lock sends both threads to the kernel.
        private static var batchSize: Int { 4 }

        init(body: @escaping @Sendable (Worker, Element) -> Void) {
            self.body = body
        }

        var workers: [Worker] {
            lock.withLock { state.workers }
        }

        func add(_ element: Element) {
            lock.withLock { state.elements.append(element) }
            handedIn.signal()
        }

        /// No more elements come; what is left is sorted for both threads to share in that order. The sizes
        /// are sorted as plain integers: a sort of the elements themselves, generic over their type here,
        /// allocated at each comparison (thousands of times for a chapter's paragraphs).
        func close(largestFirst size: (Element) -> Int) {
            lock.withLock {
                state.isClosed = true
                var order: [(size: Int, index: Int)] = []
                order.reserveCapacity(state.elements.count - state.next)
                for index in state.next..<state.elements.count { order.append((size(state.elements[index]), index)) }
                order.sort { first, second in
                    first.size != second.size ? first.size > second.size : first.index < second.index
                }
                state.elements.replaceSubrange(state.next..., with: order.map { state.elements[$0.index] })
            }
            handedIn.signal()
        }

        func work(with worker: Worker) {
            var taken: [Element] = []
            loop: while true {
                switch take(into: &taken) {
                case .taken: for element in taken { body(worker, element) }
                case .wait: handedIn.wait()
                case .done: break loop
                }
            }
            lock.withLock { state.workers.append(worker) }
        }

        /// The next elements not taken yet; when there are none, whether more can come. Once no more
        /// come, one at a time: what is left is shared by both threads in its order.
        private func take(into taken: inout [Element]) -> Take {
            taken.removeAll(keepingCapacity: true)
            return lock.withLock {
                let available = state.elements.count - state.next
                guard available > 0 else { return state.isClosed ? .done : .wait }
                let count = state.isClosed ? 1 : min(available, Self.batchSize)
                // One at a time: a slice of the elements is a generic type the runtime would make at the first
                // take, looking through every conformance of the program while the caller waits for the work.
                for index in state.next..<state.next + count { taken.append(state.elements[index]) }
                state.next += count
                return .taken
            }
        }
    }
}
