import DecorModel

/// The decorations of one audio or video resource (decorations.md: media decorations live in the same
/// groups, and go through the same diff, as text ones): those whose locator has a `t=` Media Fragment
/// and a style a timeline can draw become cues; the others are rejected with a reason.
public struct MediaDecorations: Sendable, Equatable {
    /// The resource, in Readium 3's form (no leading `/`).
    public var href: String
    /// The groups of the file, in file order, whether or not they decorate this resource.
    public var groups: [String]
    /// The cues, by start time, then end, then file order.
    public var cues: [MediaCue]
    /// The decorations of the resource that are not cues, in file order.
    public var rejected: [RejectedMediaDecoration]

    /// The decorations of `file` whose href is `href` (either form: a leading `/` is ignored). `duration`,
    /// when known, ends the fragments that run to the end of the resource and rejects those past it.
    public init(file: DecorationsFile, href: String, duration: Double?) {
        let href = Decoration.normalizedHref(href)
        self.href = href
        groups = file.groups.map(\.name)
        cues = []
        rejected = file.invalidDecorations.filter { $0.href.map(Decoration.normalizedHref) == href }
            .map { RejectedMediaDecoration(group: $0.group, id: $0.id, reason: $0.error.message) }
        for group in file.groups {
            for decoration in group.decorations where decoration.href == href {
                do throws(MediaDecorationError) {
                    cues.append(try Self.cue(decoration, group: group.name, duration: duration))
                } catch {
                    rejected.append(RejectedMediaDecoration(group: group.name, id: decoration.id, reason: error.reason))
                }
            }
        }
        cues = cues.enumerated().sorted { lhs, rhs in
            (lhs.element.start, lhs.element.end, lhs.offset) < (rhs.element.start, rhs.element.end, rhs.offset)
        }.map(\.element)
    }

    /// Whether a media writer (WebVTT, the timeline) can draw `style`: a span of time can be highlighted,
    /// outlined or annotated, but underlines, strike-throughs, squiggles and margin icons belong to lines
    /// of text, and an application's own templates are HTML.
    public static func supports(_ style: Style) -> Bool {
        switch style.type {
        case .highlight, .outline, .note: true
        case .underline, .strikethrough, .squiggly, .marginIcon, .custom: false
        }
    }

    private static func cue(_ decoration: Decoration, group: String, duration: Double?) throws(MediaDecorationError) -> MediaCue {
        guard supports(decoration.style) else {
            throw MediaDecorationError(reason: "the style \(decoration.style.type.name) cannot be drawn on audio or video "
                + "(a media timeline draws highlight, outline and note)")
        }
        let parsed: MediaTimeRange?
        do throws(MediaFragmentError) {
            parsed = try MediaTimeRange(locator: decoration.locator)
        } catch {
            throw MediaDecorationError(reason: error.message)
        }
        guard let range = parsed else {
            throw MediaDecorationError(reason: "the locator has no t= media fragment in locations.fragments")
        }
        if let duration, range.start >= duration {
            throw MediaDecorationError(reason: "the fragment starts at \(range.start) s, after the resource ends (\(duration) s)")
        }
        let end: Double
        if let rangeEnd = range.end {
            end = duration.map { min(rangeEnd, $0) } ?? rangeEnd
        } else if let duration {
            end = duration
        } else {
            throw MediaDecorationError(reason: "the fragment runs to the end of the resource, whose duration is unknown")
        }
        return MediaCue(group: group, decoration: decoration, start: range.start, end: end)
    }
}

/// Why one decoration is not a cue.
private struct MediaDecorationError: Error {
    var reason: String
}
