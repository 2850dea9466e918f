import FuzzSupport
import Foundation

/// One program for every fuzz target, `decor-fuzz TARGET [libFuzzer flags and corpus folders…]`: the
/// targets share the whole engine, so one sanitized binary of it (about 260 MB) replaces one per target.
@main
enum DecorFuzz {
    /// The targets by the names `scripts/fuzz.sh` and the corpus folders use.
    static let targets: KeyValuePairs<String, FuzzDriver.TestOneInput> = [
        "zip": fuzzZip, "epub": fuzzEPUB, "xhtml": fuzzXHTML, "css": fuzzCSS, "cfi": fuzzCFI, "locator": fuzzLocator,
        "decorations": fuzzDecorations, "lcp-license": fuzzLCPLicense, "encryption-xml": fuzzEncryptionXML,
        "lsd": fuzzLicenseStatus, "hls": fuzzHLSPlaylist, "subscription-xml": fuzzSubscriptionXML,
        "groupstate-body": fuzzGroupStateBody, "byte-range": fuzzByteRange, "resource-path": fuzzResourcePath,
    ]

    /// Where libFuzzer's `-fork` and `-jobs` children, which it starts with the flags alone, find the target.
    static let targetVariable = "DECOR_FUZZ_TARGET"

    static func main() {
        var arguments = CommandLine.arguments
        let name: String
        if let inherited = ProcessInfo.processInfo.environment[targetVariable] {
            name = inherited
        } else if arguments.count > 1 {
            name = arguments.remove(at: 1)
            setenv(targetVariable, name, 1)
        } else {
            name = ""
        }
        guard let target = targets.first(where: { $0.key == name })?.value else {
            let names = targets.map(\.key).joined(separator: " ")
            FileHandle.standardError.write(Data("usage: decor-fuzz TARGET [libFuzzer flags…]; targets: \(names)\n".utf8))
            exit(1)
        }
        selectedTarget = target
        FuzzDriver.run(LLVMFuzzerTestOneInput, arguments: arguments)
    }
}

/// Set once, before the fuzzer starts calling.
nonisolated(unsafe) private var selectedTarget: FuzzDriver.TestOneInput?

/// The symbol libFuzzer's runtime links against; it hands each input to the target chosen on the command line.
@_cdecl("LLVMFuzzerTestOneInput")
func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget!(data, size)
}
