import Foundation
import LibFuzzerDriver

/// Starts libFuzzer from a target's own `main`. SwiftPM links a debug executable's `main` to the one
/// Swift generates for the module, so libFuzzer's `main` would never run: each target's `@main` calls
/// this instead, which takes the same command-line flags.
public enum FuzzDriver {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    public static func run(_ testOneInput: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}
