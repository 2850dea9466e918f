import DecorModel

extension HTMLDecorationTemplate {
    /// Compiles a template from a decorations file: its element markup is scanned once (every placeholder
    /// classified by context, unsafe placeholders and content refused), checked to be one well-formed XML
    /// element, and its stylesheet checked (no placeholders, nothing that loads or runs anything).
    public init(name: String, definition: TemplateDefinition) throws(TemplateError) {
        let scanner = MarkupTemplateScanner(template: name, markup: definition.element)
        let segmented = SegmentedTemplate(bytes: scanner.bytes, sites: try scanner.scan())
        // Escaped values never change the markup's structure, so one neutral value stands for all.
        _ = try ElementMarkup.parse(segmented.render { _, _ in "x" }, template: name)
        if let stylesheet = definition.stylesheet {
            let bytes = Array(stylesheet.utf8)
            _ = try CSSTemplateScanner(template: name, bytes: bytes, range: 0..<bytes.count, mode: .stylesheet).scan()
        }
        self.init(layout: definition.layout, width: definition.width,
                  element: { context in segmented.render(context) }, stylesheet: definition.stylesheet)
    }
}
