import DecorEngine
import Foundation

/// An opened publication as an export works on it: each content document parsed once (with its resolver)
/// and laid out at most once at the reference layout, when a highlight first needs it (in it, or in a later
/// document, whose page numbers count its pages); its navigation, and the package steps of its full CFIs.
/// One task uses it at a time; dropping it frees the layouts.
final class PublicationContent {
    let publication: Publication
    let navigation: NavigationIndex
    /// Reading-order index of each content document's container path.
    let readingIndex: [String: Int]
    private let spine: PackageSpine?
    /// The layout page numbers and excerpts are taken from; nil for none.
    let referenceLayout: ReferenceLayout?
    private var resolvers: [String: Result<LocatorResolver, ChapterUnavailable>] = [:]
    private var pagedChapters: [String: PagedChapter?] = [:]
    /// The resources every document is laid out from, so that they share the book's fonts.
    private lazy var layoutResources = try? PublicationResources(publication: publication)
    /// How many pages at the reference layout come before each reading-order document (by index), as far
    /// as they have been counted; nil from the first document that could not be laid out.
    private var pagesBefore: [Int?] = [0]
    /// The package steps of each document's full CFIs, as text.
    private var spinePrefixes: [String: String] = [:]
    /// The answers of `readingOrderPath`, by href as highlights write it: a catalogue's highlights name the
    /// same few hrefs over and over.
    private var readingOrderPaths: [String: String?] = [:]
    private var entryOffsets: [NavigationList: [String: [(entry: NavigationEntry, offset: Int)]]] = [:]
    private let tableOfContentsByHref: [String: [NavigationEntry]]
    private let pagesByHref: [String: [NavigationEntry]]

    init(publication: Publication, referenceLayout: ReferenceLayout?) {
        self.publication = publication
        self.referenceLayout = referenceLayout
        navigation = NavigationIndex(publication: publication)
        readingIndex = Dictionary(publication.readingOrder.enumerated().map { ($1.href, $0) }, uniquingKeysWith: { first, _ in first })
        spine = publication.packageDocument.map { PackageSpine(package: $0.document, packagePath: $0.path) }
        tableOfContentsByHref = Dictionary(grouping: navigation.tableOfContents, by: \.href)
        pagesByHref = Dictionary(grouping: navigation.pageList, by: \.href)
    }

    /// The reading-order path an href names: as written (a leading `/` dropped), or the one reading-order
    /// document whose path ends with it (hrefs written relative to the package folder).
    func readingOrderPath(_ href: String) -> String? {
        if let known = readingOrderPaths[href] { return known }
        let normalized = Locator.normalize(href: href)
        let path: String?
        if readingIndex[normalized] != nil {
            path = normalized
        } else {
            let suffixed = publication.readingOrder.filter { $0.href.hasSuffix("/" + normalized) }
            path = suffixed.count == 1 ? suffixed[0].href : nil
        }
        readingOrderPaths[href] = .some(path)
        return path
    }

    /// The resolver of a reading-order document, parsed on first use.
    func resolver(for path: String) throws(ChapterUnavailable) -> LocatorResolver {
        if let cached = resolvers[path] { return try cached.get() }
        let result: Result<LocatorResolver, ChapterUnavailable>
        do {
            let data = try publication.resource(href: path).read()
            let isHTML = publication.link(href: path)?.mediaType == "text/html"
            let document = isHTML ? try Document.parseHTML(data, name: path) : try Document.parseXML(data, name: path)
            result = .success(LocatorResolver(document: document))
        } catch {
            result = .failure(ChapterUnavailable(reason: "\(path) cannot be read: \((error as? any CodedError)?.message ?? "\(error)")"))
        }
        resolvers[path] = result
        return try result.get()
    }

    /// The reading-order document at `path` laid out at the reference layout, on first use; nil without a
    /// reference layout or when the document cannot be laid out (its highlights then have no layout page).
    func pagedChapter(for path: String) -> PagedChapter? {
        if let cached = pagedChapters[path] { return cached }
        var chapter: PagedChapter?
        if let referenceLayout, let resolver = try? resolver(for: path), let settings = try? referenceLayout.settings(),
           let resources = layoutResources {
            chapter = try? PagedChapter(resources: resources, href: path, document: resolver.document, settings: settings)
        }
        pagedChapters[path] = .some(chapter)
        return chapter
    }

    /// How many pages at the reference layout the reading order has before the document at `path`: a
    /// reader's page counter runs through the whole book, each document starting on a new page. Every
    /// earlier document is laid out (once; the layouts are kept for their own highlights); a document that
    /// is not HTML (an image, an SVG page) counts as one page. Nil when an earlier HTML document cannot be
    /// laid out, or without a reference layout.
    func pageCount(before path: String) -> Int? {
        guard referenceLayout != nil, let index = readingIndex[path] else { return nil }
        let readingOrder = publication.readingOrder
        while pagesBefore.count <= index {
            let previous = pagesBefore.count - 1
            let link = readingOrder[previous]
            let pages = link.isHTMLDocument ? pagedChapter(for: link.href)?.pages.count : 1
            pagesBefore.append(pagesBefore[previous].flatMap { before in pages.map { before + $0 } })
        }
        return pagesBefore[index]
    }

    /// The full CFI of a range in the document at `path` (`epubcfi(/6/4[ch1]!/4/2,/1:0,/1:9)`) from its
    /// partial CFI and that CFI's text (`pathText`), or the partial one when the publication has no package
    /// document: the package steps are written once per document.
    func fullCFI(of partial: EPUBCFI, pathText: String, at path: String) -> String {
        guard let spine, let first = partial.path.steps.first else { return "epubcfi(\(pathText))" }
        let prefix: String
        if let cached = spinePrefixes[path] {
            prefix = cached
        } else {
            prefix = CFIPath(steps: (try? spine.spineSteps(forHref: path)) ?? []).description
            spinePrefixes[path] = prefix
        }
        guard !prefix.isEmpty else { return "epubcfi(\(pathText))" }
        return "epubcfi(" + prefix + (first.followsIndirection ? "" : "!") + pathText + ")"
    }

    /// Splits a full CFI into its document's path and the CFI inside it.
    func contentTarget(of cfi: EPUBCFI) throws -> (path: String, cfi: EPUBCFI) {
        guard let spine else { throw ChapterUnavailable(reason: "the publication has no package document for a full CFI") }
        let target = try spine.contentTarget(of: cfi)
        return (target.href, target.cfi)
    }

    /// The table-of-contents entry a text offset of a document falls under: the nearest entry at or before it.
    func chapter(at offset: Int, in path: String) -> NavigationEntry? {
        nearestEntry(at: offset, in: path, list: .tableOfContents)
    }

    /// The print page a text offset of a document is on: the nearest page-list entry at or before it.
    func page(at offset: Int, in path: String) -> NavigationEntry? {
        nearestEntry(at: offset, in: path, list: .pageList)
    }

    /// The two lists of the navigation.
    private enum NavigationList: Hashable {
        case tableOfContents, pageList
    }

    private func nearestEntry(at offset: Int, in path: String, list: NavigationList) -> NavigationEntry? {
        if let found = offsets(of: list, in: path).last(where: { $0.offset <= offset }) { return found.entry }
        // Entries of earlier documents precede everything in this one; the navigation lists them in order.
        guard let index = readingIndex[path] else { return nil }
        let all = list == .tableOfContents ? navigation.tableOfContents : navigation.pageList
        return all.last { entry in readingIndex[entry.href].map { $0 < index } ?? false }
    }

    /// The entries of a list pointing into a document with the text offsets of their targets, in document
    /// order (navigation order among equal offsets); computed once per document.
    private func offsets(of list: NavigationList, in path: String) -> [(entry: NavigationEntry, offset: Int)] {
        if let cached = entryOffsets[list]?[path] { return cached }
        let entries = (list == .tableOfContents ? tableOfContentsByHref : pagesByHref)[path] ?? []
        var located: [(entry: NavigationEntry, offset: Int)] = []
        if !entries.isEmpty, let resolver = try? resolver(for: path) {
            let text = resolver.document.text
            located = entries.map { entry -> (entry: NavigationEntry, offset: Int) in
                let element = entry.fragment.flatMap { resolver.document.element(withID: $0) }
                return (entry, element.map { text.offset(before: $0) } ?? 0)
            }.sorted { ($0.offset, $0.entry.order) < ($1.offset, $1.entry.order) }
        }
        entryOffsets[list, default: [:]][path] = located
        return located
    }
}

/// A content document that cannot be read or parsed: every highlight in it is an orphan with this reason.
struct ChapterUnavailable: Error, CodedError {
    var reason: String
    var code: String { "chapterUnavailable" }
    var message: String { reason }
}
