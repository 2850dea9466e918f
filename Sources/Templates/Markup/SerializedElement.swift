/// A template's element as the document's serializer writes it, cut where each box's position style and
/// writing mode go: the writer then appends 100,000 decorations of a few elements as text, instead of
/// parsing each one's markup and serializing it again. Made by serializing the element once with marker
/// values in those places; the values written there later (`DecorationMarkup.position`, a writing
/// mode's name) are ASCII without markup characters, which the serializer writes as they are.
struct SerializedElement {
    private let beforePosition: String
    private let beforeWritingMode: String
    private let afterWritingMode: String
    private let afterWritingModeHidden: String

    private static let positionMarker = "decor-position-3f9c1a7e"
    private static let writingModeMarker = "decor-writing-mode-3f9c1a7e"

    /// The element in the form `serialize` gives its markup; nil when `serialize` gives none, or when the
    /// template's own markup holds a marker, so that the cuts cannot be found.
    init?(_ element: ElementMarkup, serialize: (String) throws -> String?) rethrows {
        var cuts: [[Substring]] = []
        for hidden in [false, true] {
            let marked = element.rendered(positionStyle: Self.positionMarker, writingMode: Self.writingModeMarker, hidden: hidden)
            guard let form = try serialize(marked) else { return nil }
            let aroundPosition = form.split(separator: Self.positionMarker, omittingEmptySubsequences: false)
            guard aroundPosition.count == 2 else { return nil }
            let aroundMode = aroundPosition[1].split(separator: Self.writingModeMarker, omittingEmptySubsequences: false)
            guard aroundMode.count == 2 else { return nil }
            cuts.append([aroundPosition[0], aroundMode[0], aroundMode[1]])
        }
        guard cuts[0][0] == cuts[1][0], cuts[0][1] == cuts[1][1] else { return nil }
        beforePosition = String(cuts[0][0])
        beforeWritingMode = String(cuts[0][1])
        afterWritingMode = String(cuts[0][2])
        afterWritingModeHidden = String(cuts[1][2])
    }

    /// What `ElementMarkup.rendered` gives for the same values, as the serializer writes it.
    func rendered(positionStyle: String, writingMode: String, hidden: Bool = false) -> String {
        beforePosition + positionStyle + beforeWritingMode + writingMode + (hidden ? afterWritingModeHidden : afterWritingMode)
    }
}
