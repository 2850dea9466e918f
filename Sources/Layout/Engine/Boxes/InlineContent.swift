import DOM

/// The content of one inline formatting context, as LayoutNG keeps it: the text of all its text nodes
/// after white-space processing, concatenated, with an object replacement character for every atomic
/// inline and a newline for every `<br>`; and the items that say which stretch of that text comes from
/// which node, under which inline box. Ruby annotations follow the text laid out in lines
/// (`lineTextEnd`): they are shaped with it but placed over their bases.
struct InlineContent {
    var text: [UInt16] = []
    var items: [InlineItem] = []
    /// Where the text laid out in lines ends; annotation text comes after.
    var lineTextEnd = 0
    var annotations: [RubyAnnotation] = []
    /// The content restyled for the first formatted line, when `::first-line` styles the container.
    var firstLine: FirstLineContent?

    /// Whether the content would produce no line box: nothing but collapsible white space, floats and
    /// empty inline boxes.
    var isEmpty: Bool {
        items.allSatisfy { item in
            switch item.kind {
            case .text: return item.range.isEmpty || item.isCollapsibleSpaceOnly(in: text)
            case .open, .close, .float: return true
            case .atomic, .lineBreak: return false
            }
        }
    }
}

/// The text of a ruby annotation (`rt`) and the stretch of line text it annotates.
struct RubyAnnotation {
    /// The base's stretch of the text laid out in lines.
    var base: Range<Int>
    /// The annotation's stretch of the text (after `lineTextEnd`).
    var range: Range<Int>
    /// The annotation's text items.
    var items: [Int]
    let style: ElementStyle
}

/// One item of inline content.
struct InlineItem {
    enum Kind: Equatable {
        /// Text of one text node (or generated text when `textNode` is nil).
        case text
        /// The start and end of an inline box (an inline element).
        case open, close
        /// An inline-block, image or other atomic inline (one U+FFFC in the text).
        case atomic
        /// A `<br>` (one U+000A in the text).
        case lineBreak
        /// A float anchored here (no text).
        case float
    }

    let kind: Kind
    /// The item's stretch of `InlineContent.text`.
    var range: Range<Int>
    /// The style the item is laid out with: for text, its inline box's; for boxes, their own.
    var style: ElementStyle
    /// The element of an open, close, atomic or float item; the text node of a text item.
    let node: Node?
    /// For text from a text node: the UTF-16 offset in the node of every unit of `range`.
    var sourceOffsets = SourceOffsets()
    /// The box of an atomic inline or a float.
    var box: LayoutBox?

    func isCollapsibleSpaceOnly(in text: [UInt16]) -> Bool {
        style.computed.whiteSpace.collapsesSpaces && text[range].allSatisfy { $0 == 0x20 }
    }
}
