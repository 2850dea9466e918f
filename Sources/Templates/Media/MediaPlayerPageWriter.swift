import Foundation

/// The player page `decor render` writes beside an audio or video resource with decorations: the resource
/// in an `<audio>` or `<video>` element, its decorations as a WebVTT `<track>` (the file `WebVTTWriter`
/// writes), the timeline `TimelineSVGWriter` draws, and the cues as a list whose entries are marked while
/// playback is inside them and seek to their start when pressed. Every string from the publication or the
/// decorations is escaped; the page's one script reads nothing but the track's cues and the list.
public enum MediaPlayerPageWriter {
    /// The page for `decorations` of a resource of `mediaType` lasting `duration` seconds; `media` and
    /// `track` reference the resource and the decorations' WebVTT file relative to the page.
    public static func document(_ decorations: MediaDecorations, mediaType: String, duration: Double, media: String, track: String) -> String {
        let element = mediaType.lowercased().hasPrefix("audio/") ? "audio" : "video"
        // A video shows its cues as captions; an audio element shows nothing, so its track is metadata.
        let kind = element == "video" ? "captions" : "metadata"
        var timeline = ""
        TimelineSVGWriter.document(decorations, duration: duration).root.write(to: &timeline, indent: nil)
        var page = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(ContextEscaping.text(decorations.href))</title>
            <style>\(style)</style></head>
            <body>
            <\(element) class="decor-player" controls preload="metadata" src="\(ContextEscaping.attribute(media))">\
            <track kind="\(kind)" label="decorations" default src="\(ContextEscaping.attribute(track))"></\(element)>
            <div class="decor-timeline">\(timeline)</div>
            <ol class="decor-cues">

            """
        for cue in decorations.cues {
            page += "<li data-decoration-id=\"\(ContextEscaping.attribute(cue.decoration.id))\" "
                + "data-group=\"\(ContextEscaping.attribute(cue.group))\" "
                + "data-start=\"\(PixelValue.format(cue.start))\" data-end=\"\(PixelValue.format(cue.end))\">"
                + "<button type=\"button\">\(WebVTTWriter.timestamp(cue.start)) – \(WebVTTWriter.timestamp(cue.end))</button> "
                + "<span class=\"group\">\(ContextEscaping.text(cue.group))</span> \(ContextEscaping.text(cue.text))</li>\n"
        }
        return page + "</ol>\n<script>\(script)</script>\n</body></html>\n"
    }

    private static let style = """
        body{font-family:sans-serif;margin:1em}.decor-player{display:block;width:100%;max-width:960px}\
        .decor-timeline svg{max-width:100%;height:auto}.decor-cues li.active{background:#fff3a0}\
        .decor-cues .group{color:#666}
        """

    /// Marks the list entries of the active cues (by start and end, which also holds for cues without an
    /// identifier) and seeks to an entry's start when its button is pressed.
    private static let script = """
        (() => {
          const player = document.querySelector('.decor-player'), entries = [...document.querySelectorAll('.decor-cues li')];
          const mark = () => {
            const time = player.currentTime;
            for (const entry of entries) {
              entry.classList.toggle('active', Number(entry.dataset.start) <= time && time < Number(entry.dataset.end));
            }
          };
          for (const entry of entries) {
            entry.querySelector('button').addEventListener('click', () => { player.currentTime = Number(entry.dataset.start); });
          }
          player.addEventListener('timeupdate', mark);
          player.addEventListener('seeked', mark);
          mark();
        })();
        """
}
