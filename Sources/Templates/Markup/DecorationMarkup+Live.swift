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
    public func runtimeData(for groups: [DrawnGroup], options: RuntimeOptions) throws(TemplateError) -> String {
        var groupValues: [JSONValue] = []
        for (groupIndex, group) in groups.enumerated() {
            var itemValues: [JSONValue] = []
            for (position, drawn) in group.decorations.enumerated() {
                guard let range = drawn.range else { continue }
                let template = try templates.template(for: drawn.decoration.style)
                itemValues.append(.object([
                    JSONMember("element", .string(Self.elementID(group: groupIndex, position: position))),
                    JSONMember("id", .string(drawn.decoration.id)),
                    JSONMember("layout", .string(template.layout.rawValue)),
                    JSONMember("width", .string(template.width.rawValue)),
                    JSONMember("start", Self.json(range.start)),
                    JSONMember("end", Self.json(range.end)),
                ]))
            }
            groupValues.append(.object([
                JSONMember("container", .string(Self.elementID(group: groupIndex))),
                JSONMember("group", .string(group.name)),
                JSONMember("activable", .bool(group.isActivable)),
                JSONMember("items", .array(itemValues)),
            ]))
        }
        let data = JSONValue.object([
            JSONMember("version", .number(JSONNumber(1))),
            JSONMember("targetOrigin", options.targetOrigin.map(JSONValue.string) ?? .null),
            JSONMember("columnCount", options.columnCount.map { .number(JSONNumber($0)) } ?? .null),
            JSONMember("groups", .array(groupValues)),
        ])
        return JSONWriter(htmlSafe: true).string(data)
    }

    /// Everything for `<head>`: the stylesheet, and in live mode (`options` given) the data block and the
    /// runtime script. `nonce` goes on the executable and style elements for a strict CSP.
    public func headElements(for groups: [DrawnGroup], live options: RuntimeOptions?, nonce: CSPNonce?) throws(TemplateError) -> String {
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

    private static func json(_ boundary: DOMBoundary) -> JSONValue {
        .object([JSONMember("path", .array(boundary.path.map { .number(JSONNumber($0)) })),
                 JSONMember("offset", .number(JSONNumber(boundary.offset)))])
    }
}
