/// Reading `{{name}}` placeholders out of template bytes.
enum TemplatePlaceholders {
    /// The placeholder starting at `start` (on its `{{`) and the index just past its `}}`.
    static func parse(_ bytes: [UInt8], at start: Int, template: String) throws(TemplateError) -> (Placeholder, Int) {
        var index = start + 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "}"), bytes[index + 1] == UInt8(ascii: "}") {
                let name = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                guard let placeholder = Placeholder(name: Substring(name)) else {
                    throw TemplateError(.unknownPlaceholder, template: template,
                                        "unknown placeholder {{\(name.prefix(40))}} (known: {{id}}, {{group}}, {{tint}}, {{extras.KEY}})")
                }
                return (placeholder, index + 2)
            }
            if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "<") { break }
            index += 1
        }
        throw TemplateError(.unknownPlaceholder, template: template, "a '{{' that does not open a placeholder")
    }

    static func starts(_ bytes: [UInt8], _ literal: String, at index: Int, end: Int) -> Bool {
        var position = index
        for byte in literal.utf8 {
            guard position < end, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }
}
