/// A document laid out once in one viewport and kept: what was drawn, and any range measured against that
/// same layout later — for callers that learn the ranges one at a time (an export's highlights) and must
/// not lay the document out again for each.
public struct RetainedLayout {
    /// The text runs, replaced boxes and facts of the layout.
    public let content: LaidOutDocument
    let run: ViewportLayoutRun
    let pass: ViewportPass

    /// Measures `specs` in the kept layout, as `BuiltinLayoutEngine.layout` measures them in its viewport.
    public func measure(_ specs: [RangeSpec]) -> [RangeLayout] {
        specs.map { run.measure($0, run.body.resolve($0), in: pass) }
    }
}

extension BuiltinLayoutEngine {
    /// Lays `document` out in `settings`' first viewport and keeps the layout to measure ranges in.
    public func retainedLayout(_ document: ContainerDocument, settings: LayoutSettings) throws -> RetainedLayout {
        let prepared = try prepare(document, settings: settings)
        let viewport = settings.viewports[0]
        let pass = try prepared.run.pass(viewport: viewport)
        let collector = LaidOutContentCollector(pass: pass, fonts: prepared.run.fonts)
        let facts = DocumentFactsBuilder(viewport: viewport, root: pass.root, body: prepared.run.body, settings: settings,
                                         unreadResources: prepared.run.folder.unread.list)
            .facts(content: pass.contentBounds, pageModel: pass.pageModel)
        var flowBottom = 0.0
        pass.measurer.forEachRect { flowBottom = max(flowBottom, $0.bottom) }
        let (runs, fonts) = collector.runs()
        let content = LaidOutDocument(facts: facts, runs: runs, replacedBoxes: collector.replacedBoxes(), fonts: fonts,
                                      contentExtent: max(pass.root.frame.y + pass.root.frame.height, flowBottom))
        return RetainedLayout(content: content, run: prepared.run, pass: pass)
    }
}
