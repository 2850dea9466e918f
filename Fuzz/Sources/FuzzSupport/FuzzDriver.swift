import Foundation
import LibFuzzerDriver

/// Starts libFuzzer from the program's own `main`. SwiftPM links a debug executable's `main` to the one
/// Swift generates for the module, so libFuzzer's `main` would never run: `decor-fuzz` calls this instead,
/// with libFuzzer's command-line flags.
public enum FuzzDriver {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs the fuzzer on `testOneInput` with `arguments` as its command line (the program's path first)
    /// and exits with its status.
    public static func run(_ testOneInput: TestOneInput, arguments: [String]) -> Never {
        // libFuzzer keeps the argument strings for the whole run (and for the children it starts), so
        // they are never freed.
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var argc = CInt(arguments.count)
        let status = pointers.withUnsafeMutableBufferPointer { buffer in
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
        }
        exit(status)
    }
}
