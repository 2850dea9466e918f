import Foundation
import XCTest

/// Runs the built `decor` executable as a user would, capturing its exit code and both streams.
struct DecorProcess {
    struct Outcome {
        let status: Int32
        /// Whether a signal ended the process (`status` is then the signal's number), not `exit`.
        let wasSignalled: Bool
        let stdout: Data
        let stderr: String

        var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

        func json() throws -> [String: Any] {
            let object = try JSONSerialization.jsonObject(with: stdout)
            return try XCTUnwrap(object as? [String: Any], "stdout is not a JSON object: \(stdoutText)")
        }
    }

    /// The package root, found from this file's location.
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// `decor` sits in the build products folder, beside the test bundle (on Linux the bundle URL is that
    /// folder itself; on macOS it is the .xctest inside it).
    static let executable: URL = {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("decor")
    }()

    static func fixture(_ relativePath: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath).path
    }

    /// Runs `decor arguments`; `input` is what it reads on stdin (nothing when nil). With `launcher` (a
    /// program and its arguments, such as `prlimit` and its limits) decor is run by it, which must exec it
    /// in its place.
    static func run(_ arguments: [String], environment: [String: String] = [:], input: Data? = nil,
                    launcher: [String] = []) throws -> Outcome {
        guard let program = launcher.first else {
            return try runProgram(executable.path, arguments, environment: environment, input: input)
        }
        return try runProgram(program, Array(launcher.dropFirst()) + [executable.path] + arguments, environment: environment, input: input)
    }

    /// Runs any program the way `run` runs decor.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String] = [:], input: Data? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            // Written from another thread: a command may write output before it has read all its input.
            let writer = Thread {
                stdin.fileHandleForWriting.write(input)
                try? stdin.fileHandleForWriting.close()
            }
            writer.start()
        }
        // Both pipes are drained concurrently so a large output cannot fill one and block the child.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = stderr.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return Outcome(status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
                       stdout: outputData,
                       stderr: String(decoding: errorData, as: UTF8.self))
    }
}

private final class BundleMarker {}
