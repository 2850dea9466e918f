import DecorModel
import JSON

/// What the live runtime is told beyond the markup.
public struct RuntimeOptions: Sendable, Hashable {
    /// Where activation events are posted in the parent frame; nil means the document's own origin
    /// (never `*` unless asked for).
    public var targetOrigin: String?
    /// The column count to assume; nil means the root element's computed `column-count`.
    public var columnCount: Int?

    public init(targetOrigin: String? = nil, columnCount: Int? = nil) {
        self.targetOrigin = targetOrigin
        self.columnCount = columnCount
    }
}

extension DecorationMarkup {
    /// The `decor-ranges` data block's JSON: per group its container, name and activability; per resolved
    /// decoration its element, id, template layout and width, and its range's boundaries. Markup
    /// characters are escaped (`\u003c`…) so the text can sit in a `<script>` element of HTML or XHTML.
    /// Each style's template is found (or refused) first; then the text is written one decoration at a
    /// time, so that the data of 100,000 decorations never exists as one JSON tree.
    public func runtimeData(for groups: [DrawnGroup], options: RuntimeOptions) throws -> String {
        var templatesByStyle: [String: HTMLDecorationTemplate] = [:]
        for group in groups {
            for drawn in group.decorations where drawn.range != nil && templatesByStyle[drawn.decoration.style.type.name] == nil {
                templatesByStyle[drawn.decoration.style.type.name] = try templates.template(for: drawn.decoration.style)
            }
        }
        let block = RuntimeDataBlock(groups: groups, options: options, templates: templatesByStyle)
        return String(decoding: try JSONStreamEncoder(writer: JSONWriter(htmlSafe: true)).encode(block), as: UTF8.self)
    }

    /// Everything for `<head>`: the stylesheet, and in live mode (`options` given) the data block and the
    /// runtime script. `nonce` goes on the executable and style elements for a strict CSP.
    public func headElements(for groups: [DrawnGroup], live options: RuntimeOptions?, nonce: CSPNonce?) throws -> String {
        var elements = ["<style\(nonce?.attribute ?? "")>\n\(try stylesheet(for: groups))\n</style>"]
        if let options {
            elements.append("<script type=\"application/json\" id=\"decor-ranges\">\(try runtimeData(for: groups, options: options))</script>")
            elements.append(RuntimeScript.element(nonce: nonce))
        }
        return elements.joined(separator: "\n")
    }

    /// Every group's container, for the end of `<body>`, numbered in the order given.
    public func bodyElements(for groups: [DrawnGroup]) throws(TemplateError) -> String {
        var containers: [String] = []
        for (index, group) in groups.enumerated() {
            containers.append(try container(for: group, index: index))
        }
        return containers.joined(separator: "\n")
    }

    static func json(_ boundary: DOMBoundary) -> JSONValue {
        .object([JSONMember("path", .array(boundary.path.map { .number(JSONNumber($0)) })),
                 JSONMember("offset", .number(JSONNumber(boundary.offset)))])
    }
}

/// The `decor-ranges` data block as the stream encoder writes it: `{version, targetOrigin, columnCount,
/// groups: [{container, group, activable, items: [...]}]}`, each item made as a JSON value when it is written.
private struct RuntimeDataBlock: Encodable {
    let groups: [DrawnGroup]
    let options: RuntimeOptions
    /// The template of every style drawn with a range, by style name.
    let templates: [String: HTMLDecorationTemplate]

    private enum Key: String, CodingKey {
        case version, targetOrigin, columnCount, groups
    }

    private enum GroupKey: String, CodingKey {
        case container, group, activable, items
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONValue.number(JSONNumber(1)), forKey: .version)
        try container.encode(options.targetOrigin.map(JSONValue.string) ?? .null, forKey: .targetOrigin)
        try container.encode(options.columnCount.map { JSONValue.number(JSONNumber($0)) } ?? .null, forKey: .columnCount)
        var groupList = container.nestedUnkeyedContainer(forKey: .groups)
        for (groupIndex, group) in groups.enumerated() {
            var object = groupList.nestedContainer(keyedBy: GroupKey.self)
            try object.encode(DecorationMarkup.elementID(group: groupIndex), forKey: .container)
            try object.encode(group.name, forKey: .group)
            try object.encode(group.isActivable, forKey: .activable)
            var items = object.nestedUnkeyedContainer(forKey: .items)
            for (position, drawn) in group.decorations.enumerated() {
                guard let range = drawn.range, let template = templates[drawn.decoration.style.type.name] else { continue }
                try items.encode(JSONValue.object([
                    JSONMember("element", .string(DecorationMarkup.elementID(group: groupIndex, position: position))),
                    JSONMember("id", .string(drawn.decoration.id)),
                    JSONMember("layout", .string(template.layout.rawValue)),
                    JSONMember("width", .string(template.width.rawValue)),
                    JSONMember("start", DecorationMarkup.json(range.start)),
                    JSONMember("end", DecorationMarkup.json(range.end)),
                ]))
            }
        }
    }
}
