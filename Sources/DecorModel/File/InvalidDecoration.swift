/// A decoration of a file that cannot be used (invalid tint, unknown style, no locator, unknown field…),
/// set aside so that the rest of the file can still be drawn. Renderers report it as that decoration's
/// outcome.
public struct InvalidDecoration: Sendable, Equatable {
    public var group: String
    /// Its position in the group's array, from 0.
    public var index: Int
    /// Its id, when the decoration has a usable one.
    public var id: String?
    /// Its locator's href, when it has one.
    public var href: String?
    /// What is wrong with it, naming the group, the decoration and the field.
    public var error: DecorationsFileError

    public init(group: String, index: Int, id: String?, href: String?, error: DecorationsFileError) {
        self.group = group
        self.index = index
        self.id = id
        self.href = href
        self.error = error
    }
}

/// What reading a decorations file does with a decoration that cannot be used.
public enum InvalidDecorationPolicy: Sendable {
    /// The whole file is refused with that decoration's error (the diff and the group state API, which must
    /// not lose a decoration silently).
    case refuseFile
    /// The decoration goes into `DecorationsFile.invalidDecorations` and the others are read (render, snapshot, export).
    case setAside
}
