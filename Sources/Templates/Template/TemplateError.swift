/// Why a template (from a decorations file, or an element a template function produced) was refused.
/// `code` is stable; the message names the template and what is wrong with it.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// A placeholder in a context where no escaping makes it safe (script, event handler, URL, tag name…).
        case unsafePlaceholder
        /// A placeholder decor does not know.
        case unknownPlaceholder
        /// Markup or CSS that templates may not contain (script, event handlers, external URLs, @import…).
        case forbiddenContent
        /// The element is not one well-formed XML element.
        case malformedElement
        /// A style has no template: neither a default one nor one registered by the application.
        case missingTemplate
    }

    public var kind: Kind
    public var template: String
    public var detail: String

    public init(_ kind: Kind, template: String, _ detail: String) {
        self.kind = kind
        self.template = template
        self.detail = detail
    }

    /// One code for every kind: to a user it is all "this template is not acceptable"; `kind` says why.
    public var code: String { "invalidTemplate" }

    public var message: String { "template \"\(template)\": \(detail)" }
    public var description: String { message }
}
