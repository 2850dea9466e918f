import DecorEngine
import Foundation

/// Places highlights in one opened publication with the engine's resolution chain and adds what the
/// outputs show (chapter, page, CFIs, context, and, once a unit's highlights are all placed, the picture
/// of each on its page when a format draws one); a highlight that cannot be placed becomes an orphan.
struct HighlightEnricher {
    /// A highlight's fate: exported, with where it lies on its laid-out page when a format draws it there.
    enum Outcome {
        case exported(ExportedHighlight, PagedChapter.Mark?)
        case orphan(Orphan)
    }

    let content: PublicationContent
    /// Whether a format draws each highlight on the excerpt of its page (SVG cards).
    let drawsExcerpts: Bool
    /// How many px of the page above and below the highlight's lines an excerpt shows.
    static let excerptMargin = 48.0

    func enrich(_ record: HighlightRecord) -> Outcome {
        do {
            let (highlight, mark) = try locate(record)
            return .exported(highlight, mark)
        } catch {
            let reason = (error as? any CodedError)?.message ?? "\(error)"
            return .orphan(Orphan(id: record.id, reader: record.reader, publication: record.publication, reason: reason))
        }
    }

    /// What a record says about where it was: the query for the engine, the document(s) to look in, the
    /// quote it stored and whether it stored an exact position.
    private struct Evidence {
        var query: LocateQuery
        var paths: [String]
        var storedQuote: String?
        var hadPosition: Bool
    }

    private func locate(_ record: HighlightRecord) throws -> (ExportedHighlight, PagedChapter.Mark?) {
        let evidence = try self.evidence(for: record.target)
        var best: (path: String, located: LocatedRange)?
        var failures: [String] = []
        for path in evidence.paths {
            do {
                let located = try content.resolver(for: path).locate(evidence.query)
                if best.map({ located.score > $0.located.score }) ?? true { best = (path, located) }
                if located.score >= 1 { break }
            } catch {
                failures.append((error as? any CodedError)?.message ?? "\(error)")
            }
        }
        guard let (path, located) = best else {
            throw ChapterUnavailable(reason: evidence.paths.count == 1
                ? failures.joined(separator: "; ")
                : "not found in any of the \(evidence.paths.count) documents of the reading order")
        }
        return describe(record, located: located, at: path, evidence: evidence)
    }

    private func evidence(for target: HighlightTarget) throws -> Evidence {
        switch target {
        case let .locator(json):
            let locator = try Locator(jsonData: Data(json.utf8))
            let locations = locator.locations
            return Evidence(query: .locator(locator), paths: [try path(of: locator.href)], storedQuote: locator.text.highlight,
                            hadPosition: locations.domRange != nil || locations.partialCfi != nil)
        case let .selector(json, href):
            var selectors = try AnnotationSelector.parseAll(try JSONValue.parse(Data(json.utf8)))
            var paths = try href.map { [try path(of: $0)] } ?? content.publication.readingOrder
                .filter(\.isHTMLDocument).map(\.href)
            if href == nil, let placed = chapterOfFullCFI(in: selectors) {
                (paths, selectors) = ([placed.path], placed.selectors)
            }
            let quote = selectors.lazy.compactMap { selector -> String? in
                if case let .textQuote(quote) = selector.kind { return quote.exact }
                return nil
            }.first
            let positional = selectors.contains { selector in
                switch selector.kind {
                case .textPosition, .range, .xpathRange: true
                case let .fragment(value, conformsTo): conformsTo == AnnotationSelector.epubCFISpecification || value.hasPrefix("epubcfi(")
                default: false
                }
            }
            return Evidence(query: .selectors(selectors), paths: paths, storedQuote: quote, hadPosition: positional)
        case let .cfi(text, href):
            let cfi = try EPUBCFI(text)
            if cfi.path.steps.contains(where: \.followsIndirection) {
                let target = try content.contentTarget(of: cfi)
                return Evidence(query: .cfi(target.cfi), paths: [try path(of: target.path)], storedQuote: nil, hadPosition: true)
            }
            return Evidence(query: .cfi(cfi), paths: [try path(of: href ?? "")], storedQuote: nil, hadPosition: true)
        }
    }

    /// Selectors without a chapter whose EPUB CFI fragment is a full CFI (as Hypothesis, Readium and
    /// Zotero write it) name their chapter: the fragment becomes the CFI inside that document.
    private func chapterOfFullCFI(in selectors: [AnnotationSelector]) -> (path: String, selectors: [AnnotationSelector])? {
        for (index, selector) in selectors.enumerated() {
            guard case let .fragment(value, conformsTo) = selector.kind,
                  conformsTo == AnnotationSelector.epubCFISpecification || value.hasPrefix("epubcfi("),
                  let cfi = try? EPUBCFI(value), cfi.path.steps.contains(where: \.followsIndirection),
                  let target = try? content.contentTarget(of: cfi), let path = try? path(of: target.path) else { continue }
            var placed = selectors
            placed[index] = AnnotationSelector(kind: .fragment(value: target.cfi.description, conformsTo: conformsTo),
                                               refinedBy: selector.refinedBy)
            return (path, placed)
        }
        return nil
    }

    private func path(of href: String) throws(ChapterUnavailable) -> String {
        guard let path = content.readingOrderPath(href) else {
            throw ChapterUnavailable(reason: "no document of the reading order has the href '\(href)'")
        }
        return path
    }

    private func describe(_ record: HighlightRecord, located: LocatedRange, at path: String,
                          evidence: Evidence) -> (ExportedHighlight, PagedChapter.Mark?) {
        let range = located.range
        let text = range.document.text
        let offsets = range.textOffsets
        let cfis = cfiTexts(of: range, at: path)
        let body = range.document.body.map(text.offsets(of:)) ?? 0..<text.length
        let progression = body.isEmpty ? 0 : Double(min(max(offsets.lowerBound - body.lowerBound, 0), body.count)) / Double(body.count)
        let quote = range.text
        var highlight = ExportedHighlight(
            record: record, href: path, readingOrderIndex: content.readingIndex[path] ?? 0, textOffsets: offsets,
            quote: quote,
            before: LocatedRange.context(in: text, before: offsets.lowerBound),
            after: LocatedRange.context(in: text, after: offsets.upperBound),
            cfi: cfis.full, partialCFI: cfis.partial, startCFI: cfis.start, endCFI: cfis.end,
            chapterPath: content.chapter(at: offsets.lowerBound, in: path)?.path ?? [], page: nil, pageSource: nil,
            progression: (progression * 10000).rounded() / 10000,
            strategy: located.strategy, score: (located.score * 10000).rounded() / 10000,
            reanchored: reanchoring(located, quote: quote, evidence: evidence), excerpt: nil)
        let mark = addPage(to: &highlight, range: range)
        return (highlight, mark)
    }

    /// The print page from the page list; else, and for the excerpt, the range placed in its chapter laid
    /// out once at the reference layout, its page counted from the start of the book. Returns the range's
    /// mark on the laid-out page when a format draws excerpts.
    private func addPage(to highlight: inout ExportedHighlight, range: DOMRange) -> PagedChapter.Mark? {
        let hasPageList = !content.navigation.pageList.isEmpty
        if hasPageList, let printed = content.page(at: highlight.textOffsets.lowerBound, in: highlight.href) {
            highlight.page = printed.label
            highlight.pageSource = .pageList
        }
        guard !hasPageList || drawsExcerpts, let chapter = content.pagedChapter(for: highlight.href),
              let placement = chapter.place(range) else { return nil }
        if !hasPageList, let before = content.pageCount(before: highlight.href) {
            highlight.page = String(before + placement.page + 1)
            highlight.pageSource = .layout
        }
        guard drawsExcerpts else { return nil }
        let record = highlight.record
        return PagedChapter.Mark(id: record.id, style: Style(type: Self.styleType(named: record.style), tint: HighlightTint.color(of: record)),
                                 placement: placement)
    }

    /// Draws each highlight of a unit that has a mark on the excerpt of its page, over the unit's other
    /// highlights whose lines show there (in reading order), as a reader sees it on the page.
    func drawExcerpts(on highlights: inout [ExportedHighlight], marks: [PagedChapter.Mark?]) {
        let marked = zip(highlights.indices, marks).compactMap { index, mark in mark.map { (index: index, mark: $0) } }
            .sorted { lhs, rhs in
                let (left, right) = (highlights[lhs.index], highlights[rhs.index])
                return (left.textOffsets.lowerBound, left.textOffsets.upperBound, left.record.id)
                    < (right.textOffsets.lowerBound, right.textOffsets.upperBound, right.record.id)
            }
        for (path, inDocument) in Dictionary(grouping: marked, by: { highlights[$0.index].href }) {
            guard let chapter = content.pagedChapter(for: path) else { continue }
            for (index, mark) in inDocument {
                let others = inDocument.filter { $0.index != index }.map(\.mark)
                highlights[index].excerpt = try? chapter.excerpt(of: mark, among: others, margin: Self.excerptMargin)
            }
        }
    }

    /// The decoration style a record names, drawn as a highlight when it names none decor draws alone.
    private static func styleType(named name: String?) -> StyleType {
        switch name {
        case "underline": .underline
        case "strikethrough": .strikethrough
        case "outline": .outline
        case "squiggly": .squiggly
        default: .highlight
        }
    }

    /// Why the highlight is not where and what it was: its text differs from the stored quote, or its stored
    /// position no longer held (the quote found it elsewhere, or a CFI's assertions corrected its path).
    private func reanchoring(_ located: LocatedRange, quote: String, evidence: Evidence) -> String? {
        if let stored = evidence.storedQuote, stored != quote, !Self.sameWords(stored, quote) {
            return "textChanged"
        }
        let positional: Set<LocatingStrategy> = [.domRange, .partialCfi, .cfi, .textPosition, .range]
        if evidence.hadPosition, !positional.contains(located.strategy) || located.score < 1 {
            return "moved"
        }
        return nil
    }

    /// The range's full and partial CFIs and the partial CFIs of its two boundary points, as text. A range
    /// CFI already holds both points (its common path, then each local path), so they are only computed
    /// again from the DOM for a range that is one element or collapsed. A range crossing the root element's
    /// own text has no CFI; it still exports, with empty range CFIs.
    private func cfiTexts(of range: DOMRange, at path: String) -> (full: String, partial: String, start: String, end: String) {
        func boundary(_ position: DOMPosition) -> String {
            (try? EPUBCFI(range: DOMRange(collapsedAt: position)))?.description ?? ""
        }
        guard let partial = try? EPUBCFI(range: range) else { return ("", "", boundary(range.start), boundary(range.end)) }
        guard let local = partial.range else {
            let text = partial.pathText
            return (content.fullCFI(of: partial, pathText: text, at: path), "epubcfi(\(text))", boundary(range.start), boundary(range.end))
        }
        let common = partial.path.description, start = local.start.description, end = local.end.description
        let text = common + "," + start + "," + end
        return (content.fullCFI(of: partial, pathText: text, at: path), "epubcfi(\(text))",
                "epubcfi(\(common)\(start))", "epubcfi(\(common)\(end))")
    }

    /// Whether two texts have the same words (white space runs compared as one space). ASCII texts,
    /// where white space is a byte, are compared by bytes; splitting by characters is slow.
    private static func sameWords(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.allSatisfy({ $0 < 0x80 }), rhs.utf8.allSatisfy({ $0 < 0x80 }) else {
            return collapse(lhs) == collapse(rhs)
        }
        return asciiWords(lhs) == asciiWords(rhs)
    }

    private static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// An ASCII text's bytes with each white space run (tab to carriage return, space) as one space, and
    /// none at either end: the bytes of `collapse`.
    private static func asciiWords(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
            } else {
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte)
            }
        }
        return bytes
    }
}
