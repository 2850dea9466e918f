/// A property every accepted input must keep (a round trip, an ordering); breaking one is a finding, so
/// it stops the run like a crash and libFuzzer keeps the input.
public func fuzzInvariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                          file: StaticString = #fileID, line: UInt = #line) {
    guard condition() else {
        fatalError("invariant broken: \(message())", file: file, line: line)
    }
}
