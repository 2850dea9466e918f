import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The framing of `--remote-debugging-pipe`: each message is one JSON text followed by a NUL byte.
/// Reads wait with poll(2) against a deadline, so that no wait can hang forever.
struct DevToolsPipe {
    private let writeDescriptor: Int32
    private let readDescriptor: Int32
    private var buffer: [UInt8] = []
    /// How far `buffer` has been searched for a NUL without finding one.
    private var scanned = 0
    /// Where reads land before they join `buffer`, allocated once.
    private var chunk = [UInt8](repeating: 0, count: 1 << 20)

    /// One message larger than this means something is wrong; the pipe refuses to buffer more.
    static let maximumMessageBytes = 512 << 20

    init(writeDescriptor: Int32, readDescriptor: Int32) {
        self.writeDescriptor = writeDescriptor
        self.readDescriptor = readDescriptor
    }

    func send(_ message: String) throws {
        var bytes = Array(message.utf8)
        bytes.append(0)
        try withSIGPIPEBlocked {
            do {
                try bytes.withUnsafeBytes { try DescriptorWrite.all($0, to: writeDescriptor) }
            } catch let failure as DescriptorWrite.Failure {
                throw failure.code == EPIPE ? PipeFailure.closed : PipeFailure.io(failure.reason)
            }
        }
    }

    /// The next message, or `PipeFailure.timedOut` once `deadline` has passed with none complete.
    mutating func receive(before deadline: ContinuousClock.Instant) throws -> Data {
        while true {
            if let end = buffer[scanned...].firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                scanned = 0
                return message
            }
            scanned = buffer.count
            guard buffer.count <= Self.maximumMessageBytes else {
                throw PipeFailure.io("a message of more than \(Self.maximumMessageBytes) bytes")
            }
            try waitForData(before: deadline)
            try readAvailable()
        }
    }

    private func waitForData(before deadline: ContinuousClock.Instant) throws {
        while true {
            let remaining = deadline - ContinuousClock.now
            guard remaining > .zero else { throw PipeFailure.timedOut }
            let milliseconds = Int32(min(remaining / .milliseconds(1), 60_000).rounded(.up))
            var descriptor = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready > 0 { return }
            if ready < 0 && errno != EINTR { throw PipeFailure.io(errnoText()) }
        }
    }

    private mutating func readAvailable() throws {
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return
            }
            if count == 0 { throw PipeFailure.closed }
            if errno != EINTR { throw PipeFailure.io(errnoText()) }
        }
    }
}

/// Why the pipe could not carry a message; the session turns these into `ChromiumError`s with context.
enum PipeFailure: Error {
    case timedOut
    /// The browser's end is closed.
    case closed
    case io(String)
}

/// Runs `body` with SIGPIPE blocked on this thread, so that writing to a browser that died returns
/// EPIPE instead of killing the whole process; a SIGPIPE raised meanwhile is consumed before unblocking.
private func withSIGPIPEBlocked<Result>(_ body: () throws -> Result) rethrows -> Result {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
    var pendingBefore = sigset_t()
    sigpending(&pendingBefore)
    let wasPending = sigismember(&pendingBefore, SIGPIPE) == 1
    defer {
        var pending = sigset_t()
        sigpending(&pending)
        if !wasPending, sigismember(&pending, SIGPIPE) == 1 {
            var immediately = timespec(tv_sec: 0, tv_nsec: 0)
            sigtimedwait(&pipeSignal, nil, &immediately)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
    return try body()
}
