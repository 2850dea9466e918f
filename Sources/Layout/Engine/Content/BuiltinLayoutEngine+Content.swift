import Foundation

extension BuiltinLayoutEngine {
    /// Lays the document out in `settings`' first viewport and returns what was drawn: text runs, replaced
    /// boxes and the document's facts, in the coordinates `layout(document:ranges:settings:)` measures in.
    public func content(document: URL, settings: LayoutSettings) throws -> LaidOutDocument {
        try content(try ContainerDocument(file: document), settings: settings)
    }

    /// `content(document:settings:)` for a document read from anywhere (a publication in memory, say).
    public func content(_ document: ContainerDocument, settings: LayoutSettings) throws -> LaidOutDocument {
        let prepared = try prepare(document, settings: settings)
        let viewport = settings.viewports[0]
        let pass = try prepared.run.pass(viewport: viewport)
        let collector = LaidOutContentCollector(pass: pass, fonts: prepared.run.fonts)
        let rects = pass.measurer.allRects()
        let facts = DocumentFactsBuilder(viewport: viewport, root: pass.root, body: prepared.run.body, settings: settings,
                                         unreadResources: prepared.run.folder.unread.list)
            .facts(contentRects: rects.map(pass.mapping.map), pageModel: pass.pageModel)
        let (runs, fonts) = collector.runs()
        return LaidOutDocument(facts: facts, runs: runs, replacedBoxes: collector.replacedBoxes(), fonts: fonts,
                               contentExtent: max(pass.root.frame.y + pass.root.frame.height, rects.map(\.bottom).max() ?? 0))
    }
}
