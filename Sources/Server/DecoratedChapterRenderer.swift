import DecorEngine
import Foundation

/// A content document of the reading order with one reader's decoration groups written into it in live
/// mode — `decor render --live`'s pipeline (parse, resolve, write) on one chapter — plus the live-updates
/// script. Every group of the reader gets its container, empty or not, so that a later diff has a place
/// to add boxes; groups are written in name order.
struct DecoratedChapterRenderer: Sendable {
    /// Live output lets the runtime place boxes from the reader's own layout; this only sizes the
    /// placeholders written before the runtime runs.
    static let viewport = PagedViewport(width: 1024, height: 768)

    func render(_ link: Link, of served: ServedPublication, groups: [String: DecorationsFile],
                live: LiveUpdatesScript.Configuration) throws -> Data {
        let names = groups.keys.sorted()
        var templates: [String: TemplateDefinition] = [:]
        for name in names {
            templates.merge(groups[name]?.templates ?? [:]) { _, new in new }
        }
        let file = DecorationsFile(groups: names.compactMap { groups[$0]?.groups.first }, templates: templates)
        let markup = DecorationMarkup(templates: try StyleTemplates(file: file), viewport: Self.viewport)
        let chapter = ChapterRenderer(writer: HTMLWriter(markup: markup, mode: .live), settings: try LayoutSettings())
        let data = try served.publication.resource(href: link.href).read()
        let document = try chapter.parse(data, href: link.href, mediaType: link.mediaType)
        let entries = file.groups.flatMap { group in
            group.decorations.filter { $0.href == link.href }.map { (group: group.name, decoration: $0) }
        }
        let resolutions = chapter.resolve(entries, in: document)
        try LiveUpdatesScript.insert(live, into: document)
        let output = try chapter.write(resolutions, groups: file.groups.map { ChapterRenderer.GroupInfo(name: $0.name, isActivable: true) },
                                       into: document, href: link.href)
        guard let written = output.data else {
            throw ProblemDocument(.internalServerError, code: output.failure?.code ?? "cannotWrite",
                                  detail: output.failure?.message ?? "the chapter could not be decorated")
        }
        return written
    }
}
