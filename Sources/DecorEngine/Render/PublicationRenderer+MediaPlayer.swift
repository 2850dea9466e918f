import DecorModel
import Foundation
import Templates

/// Audio and video resources of the reading order (audiobooks, media overlays' tracks, HLS playlists):
/// their decorations are time ranges, drawn on a player page beside the resource rather than into it.
extension PublicationRenderer {
    /// The files written beside a decorated audio or video resource at `href`: the player page and the
    /// WebVTT track it loads (docs/commands.md).
    public static func playerFiles(of href: String) -> (page: String, track: String) {
        (href + ".player.html", href + ".vtt")
    }

    /// The player files of every decorated audio or video resource of the reading order.
    var playerPaths: [String] {
        // Placing every decoration again is only worth it when the reading order has media.
        guard publication.readingOrder.contains(where: \.isMedia) else { return [] }
        let placement = DecorationPlacement(decorations, readingOrder: publication.readingOrder)
        var seen = Set<String>()
        return publication.readingOrder.filter { $0.isMedia && !placement.decorations(at: $0.href).isEmpty && seen.insert($0.href).inserted }
            .flatMap { link in
                let files = Self.playerFiles(of: link.href)
                return [files.page, files.track]
            }
    }

    /// Copies the resource and writes its player page and track. A decoration is drawn when it becomes a
    /// cue; one with a style a timeline cannot draw or without a usable `t=` fragment is reported.
    func renderPlayer(_ link: Link, _ entries: [(group: String, decoration: Decoration)],
                      into output: OutputDirectory) throws -> (ResourceOutcome, [DecorationOutcome]) {
        let copied = try copy(link.href, into: output)
        guard copied.action == .copied else {
            let outcomes = entries.map { DecorationOutcome(id: $0.decoration.id, group: $0.group, href: link.href, error: copied.error) }
            return (ResourceOutcome(href: link.href, action: .skipped, decorations: entries.count, error: copied.error), outcomes)
        }
        let timed = MediaDecorations(file: decorations, href: link.href, duration: link.duration)
        let outcomes = entries.map { entry in
            let outcome = DecorationOutcome(id: entry.decoration.id, group: entry.group, href: link.href)
            guard !timed.cues.contains(where: { $0.group == entry.group && $0.decoration.id == entry.decoration.id }) else { return outcome }
            let reason = timed.rejected.first { $0.group == entry.group && $0.id == entry.decoration.id }?.reason ?? "not a media decoration"
            return outcome.notDrawn(DecorationError(code: "notDrawableOnMedia", message: "\(link.href): \(reason)"))
        }
        let files = Self.playerFiles(of: link.href)
        let name = (link.href as NSString).lastPathComponent
        // The timeline spans the resource; without a known duration, it ends with the last decoration.
        let duration = link.duration ?? timed.cues.map(\.end).max() ?? 1
        try output.write(Data(WebVTTWriter.document(timed).utf8), at: files.track)
        let page = MediaPlayerPageWriter.document(timed, mediaType: link.mediaType, duration: duration,
                                                  media: Self.relativeReference(to: name), track: Self.relativeReference(to: name + ".vtt"))
        try output.write(Data(page.utf8), at: files.page)
        return (ResourceOutcome(href: link.href, action: .player, decorations: entries.count), outcomes)
    }

    /// A file of the same folder as a URL reference: percent-encoded, so that `?`, `#` or `:` in its name
    /// stay part of the path.
    private static func relativeReference(to name: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;?#")
        return "./" + (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name)
    }
}
