import Dispatch
import Synchronization

/// Work started on another thread while the calling one goes on with something else: independent
/// preparation (loading fonts, compiling selectors) whose result is needed later. `wait()` joins it.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let finished = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    /// Starts `work` on another thread.
    public init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: finished) {
            WorkerThreadSetUp.run()
            let value = work()
            self.result.withLock { $0 = value }
        }
    }

    /// The work's result, waiting for the work to finish if it has not.
    public func wait() -> Value {
        finished.wait()
        return result.withLock { $0! }
    }
}
