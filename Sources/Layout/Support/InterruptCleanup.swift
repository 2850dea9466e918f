import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// What must be undone when the process is interrupted (SIGINT, SIGTERM, SIGHUP) before it can undo it
/// itself: temporary folders removed, child browsers killed. A command-line tool calls
/// `installSignalHandlers()` once; the registered actions then run on the first such signal and the process
/// exits with 128 + the signal number, as a shell expects.
package enum InterruptCleanup {
    /// Identifies a registered action.
    package struct Token: Sendable, Hashable {
        fileprivate let value: Int
    }

    private static let state = Mutex()
    /// Set once a signal's cleanup has begun.
    private static let interrupted = Atomic(false)

    /// Registers an action to run on interruption; `unregister` it once the resource is released normally.
    package static func register(_ action: @escaping @Sendable () -> Void) -> Token {
        state.withLock { actions, next in
            next += 1
            actions[next] = action
            return Token(value: next)
        }
    }

    package static func unregister(_ token: Token) {
        state.withLock { actions, _ in actions[token.value] = nil }
    }

    /// Makes SIGINT, SIGTERM and SIGHUP run every registered action, then exit. Call once, from `main`.
    package static func installSignalHandlers() {
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                interrupted.store(true, ordering: .sequentiallyConsistent)
                runAll()
                Foundation.exit(128 + number)
            }
            source.resume()
            sources.withLock { $0.append(source) }
        }
    }

    /// Ends the process with `code` — unless a signal's cleanup is under way: then it waits for that cleanup
    /// to end the process with the signal's code. A command whose browser was just killed by the cleanup
    /// fails, and must not exit while the browser's profile folder is still being removed.
    ///
    /// What the C streams hold is written, and the process ends without the libraries' exit handlers: decor
    /// relies on none (its commands close what they open and remove what they make themselves), and they
    /// took half a millisecond of every `decor layout` run, freeing memory the system takes back anyway.
    package static func exit(_ code: Int32) -> Never {
        while interrupted.load(ordering: .sequentiallyConsistent) { sleep(60) }
        fflush(nil)
        _exit(code)
    }

    /// Runs and forgets every registered action, the last registered first, as `defer`s unwind: a browser
    /// is killed before the profile folder it was started in is removed, which it would otherwise recreate.
    static func runAll() {
        let actions = state.withLock { actions, _ in
            defer { actions.removeAll() }
            return actions.sorted { $0.key > $1.key }.map(\.value)
        }
        actions.forEach { $0() }
    }

    private static let sources = SourceList()

    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var actions: [Int: @Sendable () -> Void] = [:]
        private var next = 0

        func withLock<T>(_ body: (inout [Int: @Sendable () -> Void], inout Int) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(&actions, &next)
        }
    }

    /// Keeps the signal sources alive for the life of the process.
    private final class SourceList: @unchecked Sendable {
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []

        func withLock(_ body: (inout [any DispatchSourceSignal]) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            body(&sources)
        }
    }
}
