import JSON

/// Reads one entry of the file's `templates`: `{layout, width, element, stylesheet}`. Only the shape and
/// sizes are checked here; the markup and CSS are checked when the Templates module compiles them.
struct TemplateDefinitionReader {
    let name: String
    let limits: DecorationsFileLimits

    private func failure(_ kind: DecorationsFileError.Kind, _ detail: String, _ field: String) -> DecorationsFileError {
        DecorationsFileError(kind, detail, template: name, field: field)
    }

    func read(_ value: JSONValue) throws(DecorationsFileError) -> TemplateDefinition {
        guard let members = value.members else {
            throw DecorationsFileError(.invalidTemplate, "expected an object, found \(value.typeName)", template: name)
        }
        try refuseUnknownFields(members, allowed: ["layout", "width", "element", "stylesheet"], field: nil, template: name)
        let layout = try keyword(value["layout"], field: "layout", default: DecorationLayout.boxes)
        let width = try keyword(value["width"], field: "width", default: DecorationWidth.wrap)
        guard let elementValue = value["element"] else { throw failure(.missingField, "a template has an element", "element") }
        let element = try text(elementValue, field: "element")
        let stylesheet = try value["stylesheet"].map { (stylesheet) throws(DecorationsFileError) in try text(stylesheet, field: "stylesheet") }
        return TemplateDefinition(layout: layout, width: width, element: element, stylesheet: stylesheet)
    }

    private func keyword<Keyword: RawRepresentable & CaseIterable>(
        _ value: JSONValue?, field: String, default fallback: Keyword
    ) throws(DecorationsFileError) -> Keyword where Keyword.RawValue == String {
        guard let value else { return fallback }
        guard let text = value.stringValue, let keyword = Keyword(rawValue: text) else {
            let choices = Keyword.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw failure(.invalidTemplate, "expected one of \(choices)", field)
        }
        return keyword
    }

    private func text(_ value: JSONValue, field: String) throws(DecorationsFileError) -> String {
        guard let text = value.stringValue else { throw failure(.invalidTemplate, "expected a string, found \(value.typeName)", field) }
        guard text.utf8.count <= limits.maxTemplateBytes else {
            throw failure(.limitExceeded, "longer than \(limits.maxTemplateBytes) bytes", field)
        }
        return text
    }
}
