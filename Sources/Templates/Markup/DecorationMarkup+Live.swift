import DecorModel
import JSON
import WorkSharing

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
        let writer = JSONWriter(htmlSafe: true)
        var output: [UInt8] = []
        func member(_ key: String, at position: Int, depth: Int, _ value: JSONValue?) {
            writer.writeSeparator(position: position, depth: depth, into: &output)
            writer.writeKey(key, into: &output)
            if let value { output += writer.bytes(value, depth: depth) }
        }
        output.append(UInt8(ascii: "{"))
        member("version", at: 0, depth: 1, .number(JSONNumber(1)))
        member("targetOrigin", at: 1, depth: 1, options.targetOrigin.map(JSONValue.string) ?? .null)
        member("columnCount", at: 2, depth: 1, options.columnCount.map { .number(JSONNumber($0)) } ?? .null)
        member("groups", at: 3, depth: 1, nil)
        output.append(UInt8(ascii: "["))
        for (groupIndex, group) in groups.enumerated() {
            writer.writeSeparator(position: groupIndex, depth: 2, into: &output)
            output.append(UInt8(ascii: "{"))
            member("container", at: 0, depth: 3, .string(Self.elementID(group: groupIndex)))
            member("group", at: 1, depth: 3, .string(group.name))
            member("activable", at: 2, depth: 3, .bool(group.isActivable))
            member("items", at: 3, depth: 3, nil)
            // Items are made on two threads, a slice at a time: a group can hold 100,000 of them, whose texts
            // should not all exist at once beside the block's.
            let (decorations, templatesByStyle) = (group.decorations, templatesByStyle)
            output.append(UInt8(ascii: "["))
            var written = 0
            for start in stride(from: 0, to: decorations.count, by: 1024) {
                let slice = Array(start..<min(start + 1024, decorations.count))
                let items = TwoThreadMap.map(slice) { position -> [UInt8]? in
                    let drawn = decorations[position]
                    guard let range = drawn.range, let template = templatesByStyle[drawn.decoration.style.type.name] else { return nil }
                    return writer.bytes(.object([
                        JSONMember("element", .string(Self.elementID(group: groupIndex, position: position))),
                        JSONMember("id", .string(drawn.decoration.id)),
                        JSONMember("layout", .string(template.layout.rawValue)),
                        JSONMember("width", .string(template.width.rawValue)),
                        JSONMember("start", Self.json(range.start)),
                        JSONMember("end", Self.json(range.end)),
                    ]), depth: 4)
                }
                for item in items.compactMap({ $0 }) {
                    writer.writeSeparator(position: written, depth: 4, into: &output)
                    output += item
                    written += 1
                }
            }
            writer.writeClose(UInt8(ascii: "]"), isEmpty: written == 0, depth: 3, into: &output)
            writer.writeClose(UInt8(ascii: "}"), isEmpty: false, depth: 2, into: &output)
        }
        writer.writeClose(UInt8(ascii: "]"), isEmpty: groups.isEmpty, depth: 1, into: &output)
        writer.writeClose(UInt8(ascii: "}"), isEmpty: false, depth: 0, into: &output)
        return String(decoding: output, as: UTF8.self)
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
