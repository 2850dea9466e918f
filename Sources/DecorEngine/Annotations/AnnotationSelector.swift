/// A W3C Web Annotation selector, as Hypothesis, Apache Annotator and annotation stores save them:
/// what part of a document an annotation targets, possibly narrowed by a `refinedBy` selector that
/// applies inside the first one's result.
public struct AnnotationSelector: Hashable, Sendable {
    public indirect enum Kind: Hashable, Sendable {
        /// `TextQuoteSelector {exact, prefix, suffix}`.
        case textQuote(TextQuoteSelector)
        /// `TextPositionSelector {start, end}`: UTF-16 offsets into the document element's text.
        case textPosition(start: Int, end: Int)
        /// `CssSelector {value}`.
        case css(String)
        /// `FragmentSelector {value, conformsTo}`: an EPUB CFI or an element id.
        case fragment(value: String, conformsTo: String?)
        /// `RangeSelector {startSelector, endSelector}`: from the start of one to the start of the other.
        case range(start: AnnotationSelector, end: AnnotationSelector)
        /// Hypothesis's `RangeSelector {startContainer, startOffset, endContainer, endOffset}`: simple
        /// XPaths (relative to the body unless they start at `/html`) and text offsets inside them.
        case xpathRange(startContainer: String, startOffset: Int, endContainer: String, endOffset: Int)
    }

    public var kind: Kind
    private var refinementBox: AnnotationSelectorBox?

    public init(kind: Kind, refinedBy: AnnotationSelector? = nil) {
        self.kind = kind
        refinementBox = refinedBy.map(AnnotationSelectorBox.init)
    }

    /// The selector applied inside this one's result.
    public var refinedBy: AnnotationSelector? { refinementBox?.value }

    /// The IRI that marks a FragmentSelector value as an EPUB CFI.
    public static let epubCFISpecification = "http://www.idpf.org/epub/linking/cfi/epub-cfi.html"
}

/// Reference storage for a nested selector.
public final class AnnotationSelectorBox: Hashable, Sendable {
    public let value: AnnotationSelector

    init(_ value: AnnotationSelector) { self.value = value }

    public static func == (lhs: AnnotationSelectorBox, rhs: AnnotationSelectorBox) -> Bool { lhs.value == rhs.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
