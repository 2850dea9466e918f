/// The rights of an unlocked password-protected PDF: its permission flags, not metered. Copy is the
/// extract permission; print is allowed at any resolution the PDF permits.
public struct PDFPermissionRights: UserRights {
    public let allowsCopy: Bool
    public let allowsPrint: Bool

    public init(allowsCopy: Bool, allowsPrint: Bool) {
        self.allowsCopy = allowsCopy
        self.allowsPrint = allowsPrint
    }

    public var copyLeft: Int? { allowsCopy ? nil : 0 }
    public var printLeft: Int? { allowsPrint ? nil : 0 }
    public func canCopy(text: String) -> Bool { allowsCopy }
    public func copy(text: String) -> Bool { allowsCopy }
    public func canPrint(pageCount: Int) -> Bool { allowsPrint }
    public func print(pageCount: Int) -> Bool { allowsPrint }
}
