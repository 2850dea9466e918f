/// One element of an SVG picture being built: a name, attributes in the order they were set (so output
/// is stable), and children. Names are decor's own constants; every attribute value and text is escaped
/// when the document is written, so values may hold anything.
public struct SVGElement: Sendable, Equatable {
    /// A child: an element or character data.
    public enum Child: Sendable, Equatable {
        case element(SVGElement)
        case text(String)
    }

    /// A name and its value as given (unescaped).
    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String
    }

    public var name: String
    public private(set) var attributes: [Attribute]
    public var children: [Child]

    public init(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], children: [Child] = []) {
        self.name = name
        self.attributes = []
        self.children = children
        for (attributeName, value) in attributes { set(attributeName, value) }
    }

    /// Sets an attribute: in place when it is already there, else after the others.
    public mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            attributes[index].value = value
        } else {
            attributes.append(Attribute(name: name, value: value))
        }
    }

    /// Sets a numeric attribute, written with at most two decimals (deterministic output).
    public mutating func set(_ name: String, _ value: Double) {
        set(name, PixelValue.format(value))
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public mutating func append(_ child: SVGElement) {
        children.append(.element(child))
    }

    public mutating func append(text: String) {
        children.append(.text(text))
    }

    /// The element's markup. An element holding only elements puts each child on its own line, indented;
    /// one holding text is written on one line with all it holds (`indent` nil), since white space inside
    /// it may be significant.
    func write(to output: inout String, indent: Int?) {
        output += "<" + name
        for attribute in attributes {
            output += " \(attribute.name)=\""
            output += Self.needsEscaping(attribute.value) ? ContextEscaping.attribute(attribute.value) : attribute.value
            output += "\""
        }
        guard !children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        let hasText = children.contains { if case .text = $0 { true } else { false } }
        let childIndent = hasText ? nil : indent.map { $0 + 1 }
        for child in children {
            switch child {
            case .text(let text):
                output += Self.needsEscaping(text) ? ContextEscaping.text(text) : text
            case .element(let element):
                if let childIndent { output += "\n" + String(repeating: "  ", count: childIndent) }
                element.write(to: &output, indent: childIndent)
            }
        }
        if let indent, childIndent != nil { output += "\n" + String(repeating: "  ", count: indent) }
        output += "</\(name)>"
    }

    /// Most values (numbers, colours, names) are printable ASCII without markup characters: those are
    /// written as they are, which keeps writing a page cheap. Anything else goes through the escaper.
    private static func needsEscaping(_ value: String) -> Bool {
        value.utf8.contains { byte in
            byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }
    }
}
