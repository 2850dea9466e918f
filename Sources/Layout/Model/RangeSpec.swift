import JSON

/// A range to measure, in one of the three forms client_rects.py accepts:
/// - `{"id", "start": {"selector", "text", "offset"}, "end": {…}}` — boundaries in an element's
///   descendant text nodes (`text` indexes them in document order, `offset` counts UTF-16 units);
/// - `{"id", "quote": {"before", "highlight", "after"}}` — a text quote matched against the body's text;
/// - `{"id", "chars": [start, end]}` — UTF-16 offsets into the body's text.
/// The body's text is the concatenation of the text nodes under `<body>`, script and style left out.
/// When `id` is absent from a list, the spec's index in the list (as a string) is its id.
public enum RangeSpec: Sendable, Equatable {
    case boundaries(id: String, start: RangeBoundary, end: RangeBoundary)
    case quote(id: String, Quote)
    case characters(id: String, start: Int, end: Int)

    public var id: String {
        switch self {
        case let .boundaries(id, _, _), let .quote(id, _), let .characters(id, _, _): id
        }
    }

    /// Reads a spec from its JSON form; `index` is its place in the list, the id when it has none.
    public init(json: JSONValue, index: Int) throws {
        guard case .object = json else { throw RangeSpecError(id: String(index), field: nil, reason: "is not an object") }
        let id = try Self.id(in: json, index: index)
        let field = SpecFields(json: json, id: id)
        let forms = ["start", "end", "quote", "chars"].filter { json[$0] != nil }
        switch Set(forms) {
        case ["quote"]:
            self = .quote(id: id, try Quote(field: field.nested("quote")))
        case ["chars"]:
            let offsets = try field.integers("chars")
            guard offsets.count == 2 else { throw field.error("chars", "must be [start, end]") }
            guard offsets[0] <= offsets[1] else { throw field.error("chars", "start \(offsets[0]) is after end \(offsets[1])") }
            self = .characters(id: id, start: offsets[0], end: offsets[1])
        case ["start", "end"]:
            self = .boundaries(
                id: id, start: try RangeBoundary(field: field.nested("start")),
                end: try RangeBoundary(field: field.nested("end")))
        default:
            throw RangeSpecError(id: id, field: nil, reason: "needs exactly one of quote, chars, or start and end"
                + (forms.isEmpty ? "" : " (has \(forms.joined(separator: ", ")))"))
        }
    }

    /// The spec's JSON form, as client_rects.py reads it.
    public var json: JSONValue {
        switch self {
        case let .boundaries(id, start, end): ["id": .string(id), "start": start.json, "end": end.json]
        case let .quote(id, quote): ["id": .string(id), "quote": quote.json]
        case let .characters(id, start, end): ["id": .string(id), "chars": [JSONValue(start), JSONValue(end)]]
        }
    }

    /// Reads a JSON list of specs.
    public static func list(from json: JSONValue) throws -> [RangeSpec] {
        guard let elements = json.arrayValue else {
            throw RangeSpecError(id: nil, field: nil, reason: "the range specs must be a JSON list")
        }
        return try elements.enumerated().map { try RangeSpec(json: $0.element, index: $0.offset) }
    }

    private static func id(in json: JSONValue, index: Int) throws -> String {
        switch json["id"] {
        case nil, .null?: return String(index)
        case let .string(id)?: return id
        case let value?:
            guard let number = value.integerValue else {
                throw RangeSpecError(id: String(index), field: "id", reason: "must be a string or an integer")
            }
            return String(number)
        }
    }
}

extension RangeSpec: Codable {
    /// Decodes one spec; inside a list, the element's index stands in for a missing id.
    public init(from decoder: any Decoder) throws {
        let index = decoder.codingPath.last?.intValue ?? 0
        try self.init(json: JSONValue(from: decoder), index: index)
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// One end of a `.boundaries` spec.
public struct RangeBoundary: Sendable, Equatable {
    /// A CSS selector for the element whose text nodes are counted; nil means the body.
    public var selector: String?
    /// Which descendant text node of that element (document order), from 0.
    public var textIndex: Int
    /// A UTF-16 offset into that text node.
    public var offset: Int

    public init(selector: String?, textIndex: Int = 0, offset: Int) {
        self.selector = selector
        self.textIndex = textIndex
        self.offset = offset
    }

    init(field: SpecFields) throws {
        selector = try field.optionalString("selector")
        textIndex = try field.optionalInteger("text") ?? 0
        offset = try field.optionalInteger("offset") ?? 0
    }

    var json: JSONValue {
        [
            "selector": selector.map(JSONValue.string) ?? .null, "text": JSONValue(textIndex),
            "offset": JSONValue(offset),
        ]
    }
}

extension RangeSpec {
    /// A quote spec: the highlighted text and some of what comes before and after it.
    public struct Quote: Sendable, Equatable {
        public var before: String
        public var highlight: String
        public var after: String

        public init(before: String = "", highlight: String, after: String = "") {
            self.before = before
            self.highlight = highlight
            self.after = after
        }

        init(field: SpecFields) throws {
            before = try field.optionalString("before") ?? ""
            after = try field.optionalString("after") ?? ""
            guard let highlight = try field.optionalString("highlight"), !highlight.isEmpty else {
                throw field.error("highlight", "must be a non-empty string")
            }
            self.highlight = highlight
        }

        var json: JSONValue {
            ["before": .string(before), "highlight": .string(highlight), "after": .string(after)]
        }
    }
}
