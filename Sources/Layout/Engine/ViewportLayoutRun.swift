import DOM
import Foundation
import WorkSharing

/// One layout of a document in one viewport: the cascade for that viewport's media, the box tree, block
/// and inline layout (in columns when paginating), then every range measured and paged.
struct ViewportLayoutRun {
    let document: Document
    let folder: DocumentResources
    let styleSheets: DocumentStyleSheets
    let settings: LayoutSettings
    let fonts: DocumentFonts
    let cache = TextMeasurementCache()
    private let trees = BoxTreeMemo()
    private let formulas = FormulaLayouts()
    /// Shared by every pass's rule set; filled by `selectorsCompiled` before the first.
    let selectors: CompiledSelectorCache
    let selectorsCompiled: BackgroundWork<Void>
    let body: DOMTextRange.BodyText

    static let userAgentSheet = (try? CSSStyleSheet.parse(UserAgentStyleSheet.text, name: "user agent"))
        ?? CSSStyleSheet(rules: [])

    /// The longest body text (in UTF-16 units) whose viewports are laid out at once. Each of them needs a
    /// box tree of its own, and a long chapter's copy costs more memory than the time saved is worth (a
    /// 10 MB chapter has 80,000 paragraphs, 16 MB of boxes): its viewports are laid out in turn, on one tree.
    static let concurrentTextLength = 1 << 21

    /// Lays the document out in every viewport and measures the ranges in each. With several viewports,
    /// the box trees are built first, one after another (building one shapes its new text into the run's
    /// cache); their block and inline layouts, and the measuring of the ranges (located once for all
    /// viewports) in each, most of the time then run on two threads at once, each reading the run's cache
    /// and fonts and keeping what it adds to its own. A long chapter, and a document with formulas (whose
    /// layouts are kept in caches not made for two threads), are laid out one viewport after another on
    /// this thread.
    func layout(viewports: [Viewport], specs: [RangeSpec], resolved: [ResolvedRangeSpec], reached: ReachedTextNodes,
                viewportsDone: (Int) -> Void) throws -> [ViewportLayout] {
        let located = zip(specs, resolved).lazy.map { LocatedRange($0, $1, body: body, document: document) }
        // Ranges are located once for every viewport; for one viewport each is located as it is measured,
        // so that a great many ranges (a render's decorations) do not hold all their pieces at once.
        let ranges = viewports.count > 1 ? Array(located) : []
        let first = try timedTree(viewport: viewports[0], copyingKept: false)
        guard viewports.count > 1, body.length <= Self.concurrentTextLength, !first.tree.root.containsFormula else {
            var layouts: [ViewportLayout] = []
            for (index, viewport) in viewports.enumerated() {
                let tree = index == 0 ? first : try timedTree(viewport: viewport, copyingKept: false)
                let flow = ViewportFlow(run: self, tree: tree.tree, reached: reached, fonts: fonts, cache: cache,
                                        formulas: formulas).laidOut()
                layouts.append(viewports.count > 1 ? measured(flow, tree: tree, ranges: ranges)
                                                   : measured(flow, tree: tree, ranges: located))
                viewportsDone(index + 1)
            }
            return layouts
        }
        var trees = [first]
        for viewport in viewports.dropFirst() { trees.append(try timedTree(viewport: viewport, copyingKept: true)) }
        let jobs = trees.map { tree in
            MeasuredFlow(flow: ViewportFlow(run: self, tree: tree.tree, reached: reached, fonts: fonts.forked(),
                                            cache: TextMeasurementCache(over: cache), formulas: FormulaLayouts()),
                         treeSeconds: tree.seconds, ranges: ranges)
        }
        let layouts = TwoThreadMap.map(jobs) { $0.layout() }
        layouts.indices.forEach { viewportsDone($0 + 1) }
        return layouts
    }

    /// A viewport's layout and the measuring of the ranges in it: one job, so that the thread that lays a
    /// viewport out measures its ranges too, while the other does the same for its own.
    private struct MeasuredFlow: Sendable {
        let flow: ViewportFlow
        let treeSeconds: Double
        let ranges: [LocatedRange]

        func layout() -> ViewportLayout {
            flow.run.measured(flow.laidOut(), tree: (flow.tree, treeSeconds), ranges: ranges)
        }
    }

    private func timedTree(viewport: Viewport, copyingKept: Bool) throws -> (tree: ViewportTree, seconds: Double) {
        let started = ContinuousClock.now
        let tree = try tree(viewport: viewport, copyingKept: copyingKept)
        return (tree, (ContinuousClock.now - started) / .seconds(1))
    }

    /// The ranges measured in a laid-out viewport and the document's facts there, timed with the tree and
    /// the layout that came before.
    private func measured(_ flow: ViewportFlow.Outcome, tree: (tree: ViewportTree, seconds: Double),
                          ranges: some Sequence<LocatedRange>) -> ViewportLayout {
        let started = ContinuousClock.now
        let pass = flow.pass
        let measuredRanges = ranges.map { measure($0, in: pass) }
        let facts = DocumentFactsBuilder(viewport: tree.tree.viewport, root: pass.root, body: body, settings: settings,
                                         unreadResources: folder.unread.list)
            .facts(content: pass.contentBounds, pageModel: pass.pageModel)
        let measureSeconds = (ContinuousClock.now - started) / .seconds(1)
        return ViewportLayout(document: facts, ranges: measuredRanges, viewportRequested: tree.tree.viewport,
                              evalSeconds: tree.seconds + flow.seconds + measureSeconds)
    }

    /// The cascade, box tree, block and inline layout for one viewport. With `reached`, only the paragraphs
    /// holding reached text nodes are kept whole, the others as bounds.
    func pass(viewport: Viewport, keepingWholeOnly reached: ReachedTextNodes? = nil) throws -> ViewportPass {
        flow(try tree(viewport: viewport, copyingKept: false), keepingWholeOnly: reached, fonts: fonts, cache: cache,
             formulas: formulas)
    }

    /// The cascade and box tree for one viewport, its new text shaped into the run's cache. A tree kept from
    /// the last viewport serves again with this viewport's root style: as a copy with `copyingKept`, so that
    /// each viewport's layout writes its own geometry (and with the styles that size boxes by the viewport
    /// computed again), else itself, once the last viewport is done with it.
    func tree(viewport: Viewport, copyingKept: Bool) throws -> ViewportTree {
        let width = Double(viewport.width)
        let height = Double(viewport.height)
        let environment = MediaEnvironment(viewportWidth: width, viewportHeight: height)
        let reading = try CSSStyleSheet.parse(
            ReadingStylesheet.full(for: settings, viewport: viewport, fontFaceRules: ""), name: "reading settings")
        let authorSheets = styleSheets.sheets(matching: environment)
        var sheets: [(sheet: CSSStyleSheet, origin: CascadeOrigin)] = [(Self.userAgentSheet, .userAgent)]
        sheets += authorSheets.map { ($0, .author) }
        sheets.append((reading, .author))
        let validator = StyleComputer(viewportWidth: width, viewportHeight: height)
        guard let rootElement = document.rootElement else {
            throw LayoutDocumentError.unreadable(path: document.name, reason: "the document has no root element")
        }
        selectorsCompiled.wait()
        let rules = RuleSet(sheets: sheets, environment: environment, validator: validator, root: rootElement,
                            selectorCache: selectors)
        let fonts = self.fonts
        var computer = validator
        computer.fontRelativeUnits = FontRelativeUnits { fonts.relativeUnits(for: $0) }
        var builder = BoxTreeBuilder(resolver: StyleResolver(ruleSet: rules, computer: computer), folder: folder,
                                     fonts: fonts)
        let authorRules = authorSheets.flatMap { $0.effectiveStyleRules(in: environment) }
        let rootElementStyle = builder.rootStyle(of: rootElement)
        if let kept = trees.tree(for: authorRules, rootStyle: rootElementStyle, restyling: copyingKept) {
            guard copyingKept else {
                kept.root.style = rootElementStyle
                return ViewportTree(viewport: viewport, root: kept.root)
            }
            // The styles that size boxes by the viewport are computed again for this one.
            var restyled: [ObjectIdentifier: ElementStyle] = [:]
            for sized in kept.sizedElements {
                restyled[sized.style.identity] = builder.resolver.style(of: sized.element, parent: sized.parent)
            }
            if let copy = kept.root.copiedTree(rootStyle: rootElementStyle, restyling: restyled,
                                               restyledElements: Set(kept.sizedElements.map(\.element))) {
                return ViewportTree(viewport: viewport, root: copy)
            }
        }
        // A long chapter's paragraphs are not prepared ahead: all of them at once would hold its advances
        // twice over through layout; they are prepared one at a time as they are laid out.
        let root = TextPrefetch(fonts: fonts, cache: cache).prefetch(
            preparingParagraphs: body.length <= Self.concurrentTextLength,
            whileBuilding: { paragraphFound in
                builder.paragraphFound = paragraphFound
                return builder.build(root: rootElement, style: rootElementStyle)
            })
        trees.keep(root, builtUnder: authorRules, viewportDependence: builder.resolver.viewportDependence)
        return ViewportTree(viewport: viewport, root: root)
    }

    /// Block and inline layout of a viewport's tree, in columns when paginating, with the fonts, cache and
    /// formula layouts given: the run's own, or another thread's.
    func flow(_ tree: ViewportTree, keepingWholeOnly reached: ReachedTextNodes?, fonts: DocumentFonts,
              cache: TextMeasurementCache, formulas: FormulaLayouts) -> ViewportPass {
        let (viewport, root) = (tree.viewport, tree.root)
        let width = Double(viewport.width)
        let height = Double(viewport.height)
        let rootStyle = root.style.computed
        let isVertical = rootStyle.writingMode.isVertical
        let rootWidth = isVertical ? height : width
        let origin = Self.contentStart(of: root, containingWidth: rootWidth)
        let columns = RootColumns(root: root.style, inlineSize: rootWidth, blockSize: isVertical ? width : height)
        let fragmentation = columns.map { ColumnFragmentation(height: $0.height, origin: origin) }
        let mapping = FlowToViewport(viewport: viewport, fragmentation: fragmentation,
                                     columnPitch: columns?.pitch ?? rootWidth, writingMode: rootStyle.writingMode,
                                     isRightToLeft: rootStyle.direction == .rtl)
        let retention = reached.map { RecordedParagraphs.Retention(reached: $0, body: body, mapping: mapping) }
        let blockLayout = BlockLayout(fonts: fonts, cache: cache, formulas: formulas, fragmentation: fragmentation,
                                      retention: retention)
        blockLayout.layoutRoot(root, width: rootWidth)
        let paragraphs = blockLayout.recorded.whole
        return ViewportPass(root: root, paragraphs: paragraphs, outlinedBounds: blockLayout.recorded.outlinedBounds,
                            measurer: TextRectMeasurer(paragraphs: paragraphs), mapping: mapping,
                            pageModel: PageModel(mode: settings.mode, viewport: viewport, isVertical: isVertical,
                                                 isRightToLeft: rootStyle.direction == .rtl))
    }

    /// Where the root's content box starts in the flow: its columns are cut from there.
    private static func contentStart(of root: LayoutBox, containingWidth: Double) -> Double {
        BlockWidths.verticalMargins(of: root.style, containingWidth: containingWidth).top
            + root.style.computed.borderWidths.top
            + BlockWidths.verticalPadding(of: root.style, containingWidth: containingWidth).top
    }

    /// One resolved range's rects in a pass of this run, paged.
    func measure(_ spec: RangeSpec, _ resolution: ResolvedRangeSpec, in pass: ViewportPass) -> RangeLayout {
        measure(LocatedRange(spec, resolution, body: body, document: document), in: pass)
    }

    /// A located range's rects in a pass of this run, paged: reads only the pass and the range.
    private func measure(_ range: LocatedRange, in pass: ViewportPass) -> RangeLayout {
        RangeLayout(id: range.id, match: range.match, outcome: outcome(of: range.place, in: pass))
    }

    private func outcome(of place: LocatedRange.Place, in pass: ViewportPass) -> RangeLayout.Outcome {
        let (pieces, text): ([(node: Node, range: Range<Int>)], String)
        switch place {
        case .failed(let reason): return .failed(reason)
        case .found(let found, let foundText): (pieces, text) = (found, foundText)
        }
        let (measurer, mapping, pageModel) = (pass.measurer, pass.mapping, pass.pageModel)
        var textRects: [LayoutRect] = []
        for piece in pieces where !piece.range.isEmpty {
            textRects += measurer.rects(of: piece.node, range: piece.range).map(mapping.map)
        }
        let paged = textRects.map(pageModel.paged)
        let bbox = textRects.dropFirst().reduce(textRects.first ?? LayoutRect(x: 0, y: 0, width: 0, height: 0)) {
            let left = min($0.left, $1.left)
            let top = min($0.top, $1.top)
            return LayoutRect(x: left, y: top, width: max($0.right, $1.right) - left,
                              height: max($0.bottom, $1.bottom) - top)
        }
        return .measured(MeasuredRange(fullText: text, bbox: bbox, rects: paged, textRects: paged))
    }
}
