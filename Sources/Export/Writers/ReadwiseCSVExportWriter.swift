import Foundation

/// Readwise's CSV import template (`Highlight,Title,Author,URL,Note,Location,Date`): tags go into the note
/// as Readwise's inline `.tag` tokens, the location is the print page when it is a number, else the
/// highlight's place in reading order.
public struct ReadwiseCSVExportWriter: ExportWriter {
    public let name = "readwise"
    public let fileExtension = "readwise.csv"

    public init() {}

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        var rows = ["Highlight,Title,Author,URL,Note,Location,Date"]
        for (position, highlight) in unit.highlights.enumerated() {
            let record = highlight.record
            let tags = record.tags.map(MarkdownExportWriter.tag).filter { !$0.isEmpty }.map { ".\($0)" }
            let note = ([record.note ?? ""].filter { !$0.isEmpty } + tags).joined(separator: " ")
            // Readwise sorts by location: a layout page restarts in every chapter, so only print pages qualify.
            let printed = highlight.pageSource == .pageList ? highlight.page : nil
            let location = printed.flatMap { Int($0) }.map(String.init) ?? String(position + 1)
            let date = (record.created ?? record.updated).replacingOccurrences(of: "T", with: " ").prefix(19)
            rows.append([
                highlight.quote, unit.publication.displayTitle, unit.publication.authors.joined(separator: ", "),
                links.link(to: highlight, in: unit.publication), note, location, String(date),
            ].map(MarkupEscaping.csv).joined(separator: ","))
        }
        return Data((rows.joined(separator: "\r\n") + "\r\n").utf8)
    }

    public func index(for shelf: ReaderShelf) -> Data? { nil }
}
