import Dispatch
import Synchronization

/// Work started on another thread for the calling thread to join: the second thread of `TwoThreadMap` and
/// `TwoThreadQueue`.
@usableFromInline
final class HelperThread: Sendable {
    private let group = DispatchGroup()
    private let finished = Atomic<Bool>(false)

    @usableFromInline
    init(running work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(group: group) { [self] in
            WorkerThreadSetUp.run()
            work()
            finished.store(true, ordering: .releasing)
        }
    }

    /// Returns once the work is done, and what it wrote is visible to the caller. The other thread is most
    /// often finishing its last piece by then: sleeping on the group would wake this one only after that
    /// had ended, which can take milliseconds on a virtual machine, so it is watched for a while first.
    @usableFromInline
    func join() {
        let deadline = ContinuousClock.now + .milliseconds(2)
        while !finished.load(ordering: .acquiring) {
            guard ContinuousClock.now < deadline else {
                group.wait()
                return
            }
        }
    }
}
