/// What a reader may do with a publication's content: copy text and print pages. Consuming a right is
/// atomic and persisted by implementations that count (LCP); `peek` variants never consume.
public protocol UserRights: Sendable {
    /// Characters of copy left, nil when unlimited.
    var copyLeft: Int? { get }
    /// Pages of print left, nil when unlimited.
    var printLeft: Int? { get }
    func canCopy(text: String) -> Bool
    /// Consumes `text.count` characters of the copy right; false (and nothing consumed) when not allowed.
    func copy(text: String) -> Bool
    func canPrint(pageCount: Int) -> Bool
    /// Consumes `pageCount` pages of the print right; false (and nothing consumed) when not allowed.
    func print(pageCount: Int) -> Bool
}

extension UserRights {
    public var canCopy: Bool { canCopy(text: "") && copyLeft != 0 }
    public var canPrint: Bool { canPrint(pageCount: 0) && printLeft != 0 }
}

/// The rights of an unprotected or unlocked-without-limits publication: everything is allowed.
public struct UnrestrictedRights: UserRights {
    public init() {}
    public var copyLeft: Int? { nil }
    public var printLeft: Int? { nil }
    public func canCopy(text: String) -> Bool { true }
    public func copy(text: String) -> Bool { true }
    public func canPrint(pageCount: Int) -> Bool { true }
    public func print(pageCount: Int) -> Bool { true }
}

/// The rights of a restricted publication: nothing is allowed.
public struct RestrictedRights: UserRights {
    public init() {}
    public var copyLeft: Int? { 0 }
    public var printLeft: Int? { 0 }
    public func canCopy(text: String) -> Bool { false }
    public func copy(text: String) -> Bool { false }
    public func canPrint(pageCount: Int) -> Bool { false }
    public func print(pageCount: Int) -> Bool { false }
}
