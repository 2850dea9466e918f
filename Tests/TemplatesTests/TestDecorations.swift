import DecorModel
import JSON

/// Decorations for the tests, parsed from JSON exactly as a decorations file would give them.
enum TestDecorations {
    static func file(_ json: String) throws -> DecorationsFile {
        try DecorationsFile.parse(Array(json.utf8))
    }

    /// One decoration with the given id, style object and extras object (JSON text).
    static func decoration(id: String = "12", style: String = #"{"type": "highlight"}"#, extras: String = "{}",
                           templates: String = "{}") throws -> Decoration {
        let json = #"{"groups": {"g": [{"id": \#(JSONWriter().string(.string(id))), "locator": {"href": "c.xhtml"}, "style": \#(style), "extras": \#(extras)}]}, "templates": \#(templates)}"#
        return try file(json).groups[0].decorations[0]
    }
}
