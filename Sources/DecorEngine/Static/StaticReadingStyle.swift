import Layout

/// The reading settings as one stylesheet for static output, so that a browser lays a page out as decor's
/// engine did: the forced font's faces inline as data: URLs (a page opened from a file may not load fonts
/// from other files), cut down to the characters the page shows, the font size, the line height, the extra
/// CSS and, when paginating, the columns.
enum StaticReadingStyle {
    static func css(for settings: LayoutSettings, characters: Set<Unicode.Scalar>? = nil) throws -> String {
        let fontFaces = settings.overridesFont
            ? try DataURLFontFaces.rules(for: ForcedFont(file: settings.font), characters: characters) : ""
        return ReadingStylesheet.full(for: settings, viewport: settings.viewports[0], fontFaceRules: fontFaces)
    }
}
