import Foundation
import XCTest

/// Runs one test method of this test bundle in a separate process, so that tests can exercise the
/// protection stores from several processes at once. The child finds its parameters in the environment.
enum ChildTestProcess {
    /// Set in the child's environment; a child-only test skips itself when it is absent.
    static let roleVariable = "DECOR_TEST_CHILD_ROLE"

    static var role: String? { ProcessInfo.processInfo.environment[roleVariable] }

    static func environment(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

    /// Starts `ProtectedLoaderTests.<testClass>/<method>` of the running test binary as `role`.
    static func start(_ testClass: String, _ method: String, role: String, environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["ProtectedLoaderTests.\(testClass)/\(method)"]
        var variables = ProcessInfo.processInfo.environment
        variables[roleVariable] = role
        variables.merge(environment) { $1 }
        process.environment = variables
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
