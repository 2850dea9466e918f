/// The inline direction of text: which way characters follow each other along a line, and which edge of
/// the page is the line's start (the right one in right-to-left horizontal text).
public enum TextDirection: String, Sendable, Hashable, CaseIterable, Codable {
    case ltr
    case rtl
}
