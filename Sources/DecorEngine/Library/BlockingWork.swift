import Dispatch

/// Runs blocking work (reading and decrypting a package, laying out a chapter) on a thread of its own, so
/// that an `async` caller awaiting it does not hold one of the few threads of Swift's cooperative pool.
/// `work` is `sending`: the caller keeps no reference to what it captures, so running it on that one thread,
/// once, while the caller waits, shares nothing.
func blockingWork<T: Sendable>(_ work: sending @escaping () throws -> T) async throws -> T {
    let sent = SentWork(run: work)
    return try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try sent.run() }) }
    }
}

/// The closure handed to the other thread; see `blockingWork` for why no other reference to it exists.
private struct SentWork<T>: @unchecked Sendable {
    let run: () throws -> T
}
