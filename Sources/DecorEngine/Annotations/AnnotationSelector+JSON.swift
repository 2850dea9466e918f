import Foundation
import JSON

/// Reading selectors from Web Annotation JSON: one selector object, an array of alternative selectors
/// for the same target (as Hypothesis stores them), or a target object with a `selector` member.
extension AnnotationSelector {
    /// Every selector the JSON holds, in order.
    public static func parseAll(_ json: JSONValue) throws -> [AnnotationSelector] {
        switch json {
        case let .array(items):
            guard !items.isEmpty else { throw LocatorError(field: "selector", reason: "no selector") }
            return try items.enumerated().map { try AnnotationSelector(json: $1, path: "selector[\($0)]") }
        case .object where json["type"] == nil && json["selector"] != nil:
            return try parseAll(json["selector"]!)
        default:
            return [try AnnotationSelector(json: json, path: "selector")]
        }
    }

    public init(json: JSONValue, path: String = "selector") throws {
        let reader = try JSONObjectReader(json, path: path)
        let type = try reader.requiredString("type")
        func required(_ key: String) throws -> Int {
            guard let value = try reader.integer(key) else { throw LocatorError(field: "\(path).\(key)", reason: "is required") }
            return value
        }
        let kind: Kind
        switch type {
        case "TextQuoteSelector":
            kind = .textQuote(TextQuoteSelector(exact: try reader.requiredString("exact"), prefix: try reader.string("prefix") ?? "",
                                        suffix: try reader.string("suffix") ?? ""))
        case "TextPositionSelector":
            kind = .textPosition(start: try required("start"), end: try required("end"))
        case "CssSelector":
            kind = .css(try reader.requiredString("value"))
        case "FragmentSelector":
            kind = .fragment(value: try reader.requiredString("value"), conformsTo: try reader.string("conformsTo"))
        case "RangeSelector" where reader.members["startSelector"] != nil:
            guard let start = reader.members["startSelector"], let end = reader.members["endSelector"] else {
                throw LocatorError(field: "\(path).endSelector", reason: "is required")
            }
            kind = .range(start: try AnnotationSelector(json: start, path: "\(path).startSelector"),
                          end: try AnnotationSelector(json: end, path: "\(path).endSelector"))
        case "RangeSelector":
            kind = .xpathRange(startContainer: try reader.requiredString("startContainer"), startOffset: try required("startOffset"),
                               endContainer: try reader.requiredString("endContainer"), endOffset: try required("endOffset"))
        default:
            throw LocatorError(field: "\(path).type", reason: "unsupported selector type '\(type)'")
        }
        let refinement = try reader.members["refinedBy"].flatMap { value -> AnnotationSelector? in
            value == .null ? nil : try AnnotationSelector(json: value, path: "\(path).refinedBy")
        }
        self.init(kind: kind, refinedBy: refinement)
    }
}
