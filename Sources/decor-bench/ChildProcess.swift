import Foundation

/// Runs another program to completion, the way a benchmark must wait for one: with a termination handler,
/// not `waitUntilExit`, which on Linux polls the run loop in 50 ms slices and rounds every run it times up
/// to the next 50 ms (a 1 ms process measured 51 ms).
enum ChildProcess {
    /// What the program wrote and how it ended.
    struct Outcome {
        var status: Int32
        var output: Data
        var errors: Data
    }

    /// Runs `executable` and waits for it; standard output and standard error are collected (both read
    /// at once, so that neither pipe can fill and block the program) unless `discardsOutput`.
    static func run(_ executable: String, _ arguments: [String], discardsOutput: Bool = false) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = discardsOutput ? FileHandle.nullDevice : output
        process.standardError = discardsOutput ? FileHandle.nullDevice : errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        var outcome = Outcome(status: 0, output: Data(), errors: Data())
        if !discardsOutput {
            let errorsRead = DispatchGroup()
            nonisolated(unsafe) var errorBytes = Data()
            DispatchQueue.global().async(group: errorsRead) {
                errorBytes = errors.fileHandleForReading.readDataToEndOfFile()
            }
            outcome.output = output.fileHandleForReading.readDataToEndOfFile()
            errorsRead.wait()
            outcome.errors = errorBytes
        }
        exited.wait()
        outcome.status = process.terminationStatus
        return outcome
    }
}
