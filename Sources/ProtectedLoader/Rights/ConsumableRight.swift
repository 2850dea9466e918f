/// A right whose use is counted against an allowance over a license's lifetime.
public enum ConsumableRight: String, Sendable, CaseIterable {
    /// Characters copied to the clipboard.
    case copy
    /// Pages printed.
    case print
}
