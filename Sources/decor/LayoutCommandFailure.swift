import Foundation
import JSON
import Layout

/// An error of `decor layout` with its stable code and exit status (1 usage, 2 input or browser),
/// printed as `{"error": {"code", "message"}}` on standard output: the command's output is JSON.
struct LayoutCommandFailure: Error {
    let code: String
    let message: String
    let exitCode: Int32

    static func usage(_ code: String, _ message: String) -> LayoutCommandFailure {
        LayoutCommandFailure(code: code, message: message, exitCode: 1)
    }

    static func input(_ code: String, _ message: String) -> LayoutCommandFailure {
        LayoutCommandFailure(code: code, message: message, exitCode: 2)
    }

    /// The failure for an error an engine threw.
    init(engineError error: any Error) {
        switch error {
        case let error as ChromiumError: self.init(code: error.code, message: error.message, exitCode: 2)
        case let error as LayoutDocumentError: self.init(code: error.code, message: error.message, exitCode: 2)
        case let error as LayoutSettingsError:
            // A font file that cannot be used is unreadable input; other settings errors are usage errors.
            let isInput = if case .unusableFont = error { true } else { false }
            self.init(code: error.code, message: error.message, exitCode: isInput ? 2 : 1)
        default: self.init(code: "layoutFailed", message: "\(error)", exitCode: 2)
        }
    }

    private init(code: String, message: String, exitCode: Int32) {
        self.code = code
        self.message = message
        self.exitCode = exitCode
    }

    func report() {
        let error: JSONValue = ["error": ["code": .string(code), "message": .string(message)]]
        print(JSONWriter.pythonIndented.string(error))
    }
}
