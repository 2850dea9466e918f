import Foundation

extension BuiltinLayoutEngine {
    /// Lays the document out in `settings`' first viewport and returns what was drawn: text runs, replaced
    /// boxes and the document's facts, in the coordinates `layout(document:ranges:settings:)` measures in.
    public func content(document: URL, settings: LayoutSettings) throws -> LaidOutDocument {
        try content(try ContainerDocument(file: document), settings: settings)
    }

    /// `content(document:settings:)` for a document read from anywhere (a publication in memory, say).
    public func content(_ document: ContainerDocument, settings: LayoutSettings) throws -> LaidOutDocument {
        try retainedLayout(document, settings: settings).content
    }
}
