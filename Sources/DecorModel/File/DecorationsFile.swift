/// The decorations file the CLI reads (decorations.md, "Decorations file"): named groups of decorations,
/// the templates of application-registered styles, and which groups react to clicks.
public struct DecorationsFile: Sendable, Equatable {
    /// The groups in file order.
    public var groups: [DecorationGroup]
    /// Templates by style type name; a template named like a built-in type replaces its default.
    public var templates: [String: TemplateDefinition]
    /// The groups whose decorations are activable; nil means every group (the file has no list).
    public var activableGroups: Set<String>?
    /// The decorations set aside as unusable when the file was read with `InvalidDecorationPolicy.setAside`,
    /// in file order; they are in no group.
    public var invalidDecorations: [InvalidDecoration]

    public init(groups: [DecorationGroup], templates: [String: TemplateDefinition] = [:], activableGroups: Set<String>? = nil,
                invalidDecorations: [InvalidDecoration] = []) {
        self.groups = groups
        self.templates = templates
        self.activableGroups = activableGroups
        self.invalidDecorations = invalidDecorations
    }

    public func group(named name: String) -> DecorationGroup? {
        groups.first { $0.name == name }
    }

    public func isActivable(group name: String) -> Bool {
        activableGroups?.contains(name) ?? true
    }
}

/// A template as the decorations file declares it; its strings are checked and compiled by the
/// Templates module (placeholders, contexts, well-formedness) before anything is drawn with it.
public struct TemplateDefinition: Sendable, Equatable {
    public var layout: DecorationLayout
    public var width: DecorationWidth
    /// XHTML markup of one element, with `{{id}}`, `{{group}}`, `{{tint}}` and `{{extras.KEY}}` placeholders.
    public var element: String
    public var stylesheet: String?

    public init(layout: DecorationLayout, width: DecorationWidth, element: String, stylesheet: String? = nil) {
        self.layout = layout
        self.width = width
        self.element = element
        self.stylesheet = stylesheet
    }
}
