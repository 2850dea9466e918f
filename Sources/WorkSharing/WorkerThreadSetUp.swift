/// What the threads `HelperThread` and `BackgroundWork` borrow from Dispatch do before each piece of work,
/// when the program says: decor has each one's memory allocator arena backed by huge pages. Set once, at
/// the start, before any work is started; unset, the threads do nothing more.
public enum WorkerThreadSetUp {
    nonisolated(unsafe) private static var action: (@Sendable () -> Void)?

    /// Sets what each piece of work runs first. Call before starting any work on another thread.
    public static func set(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    static func run() {
        action?()
    }
}
