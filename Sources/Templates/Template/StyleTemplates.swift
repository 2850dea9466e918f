import DecorModel

/// The templates a renderer draws with: decor's defaults for the built-in styles, replaced or extended
/// by the templates a decorations file registers (compiled and checked once, here).
public struct StyleTemplates: Sendable {
    private var registered: [String: HTMLDecorationTemplate]

    /// The defaults only.
    public init() {
        registered = [:]
    }

    /// The defaults plus the file's templates; the first template that fails its checks is reported.
    public init(file: DecorationsFile) throws(TemplateError) {
        registered = [:]
        for name in file.templates.keys.sorted() {
            guard let definition = file.templates[name] else { continue }
            registered[name] = try HTMLDecorationTemplate(name: name, definition: definition)
        }
    }

    /// Registers (or replaces) the template of a style type, by name.
    public mutating func register(_ template: HTMLDecorationTemplate, for styleName: String) {
        registered[styleName] = template
    }

    /// The template drawing `style`: a registered one, else decor's default for a built-in type.
    public func template(for style: Style) throws(TemplateError) -> HTMLDecorationTemplate {
        if let template = registered[style.type.name] { return template }
        guard let template = DefaultTemplates.template(for: style.type) else {
            throw TemplateError(.missingTemplate, template: style.type.name, "no template draws this style")
        }
        return template
    }

    /// Whether the HTML renderer can draw `style`.
    public func supports(_ style: Style) -> Bool {
        registered[style.type.name] != nil || DefaultTemplates.template(for: style.type) != nil
    }
}
