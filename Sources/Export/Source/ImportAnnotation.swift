import DecorEngine
import Foundation

/// One W3C Web Annotation (Hypothesis's shape, or decor's own `--format json`) read as a highlight:
/// - id: decor's `decor.id`, else `id`; reader: `creator` (a string, or an object's `id`, `name` or
///   `nickname`), else Hypothesis's `user`, else the collection's `decor.reader`;
/// - publication: the collection's `decor.publication`, with `target.source` as the chapter's href; else
///   `target.source` itself (a path relative to the file's folder, or a URL), with the chapter's href after
///   a `#` when there is one (without it the whole reading order is searched);
/// - the target's selectors decor resolves (TextQuote, TextPosition, Range, Fragment/EPUB CFI, Css), kept
///   as selector JSON; others (Hypothesis's EPUBContentSelector, PageSelector…) are left out;
/// - note: Hypothesis's `text`, else the first TextualBody that is not a tag; tags: `tags` and tagging
///   bodies; style and tint from `decor`; created and `modified` (or `updated`).
struct ImportAnnotation {
    var highlight: HighlightRecord
    var publication: PublicationRecord

    static let maxBytes = JSONLineReader.maxLineLength
    static let resolvableSelectors: Set<String> = [
        "TextQuoteSelector", "TextPositionSelector", "RangeSelector", "FragmentSelector", "CssSelector",
    ]

    /// Reads an annotation of `file`; the error's reason is what the summary's `rejected` entry says.
    /// - Parameters:
    ///   - locations: resolves publication names (relative paths against the file's folder).
    ///   - now: the time given to annotations that carry no `modified` (nor `created`) time.
    init(_ bytes: Data, in file: WebAnnotationFile, locations: inout PublicationLocations, now: String) throws(ImportLineError) {
        guard bytes.count <= Self.maxBytes else { throw ImportLineError("longer than \(Self.maxBytes) bytes") }
        guard let json = try? JSONValue.parse(bytes) else { throw ImportLineError("not valid JSON") }
        guard json.members != nil else { throw ImportLineError("not a JSON object") }
        let decor = json["decor"]
        guard let id = Self.text(decor?["id"]) ?? Self.text(json["id"]) else {
            throw ImportLineError("id: a non-empty string is required")
        }
        guard let reader = Self.creator(json["creator"]) ?? Self.text(json["user"]) ?? file.reader else {
            throw ImportLineError("creator: a creator (or Hypothesis user) is required")
        }
        let target = try Self.target(json["target"])
        let source = Self.text(target["source"])
        let location: String
        var href: String?
        if let collection = file.publication {
            (location, href) = (collection, source)
        } else if let source {
            let parts = source.split(separator: "#", maxSplits: 1).map(String.init)
            location = parts[0]
            href = parts.count > 1 && !parts[1].hasPrefix("epubcfi(") ? parts[1].removingPercentEncoding ?? parts[1] : nil
        } else {
            throw ImportLineError("target.source: the publication is required")
        }
        guard !location.isEmpty else { throw ImportLineError("target.source: the publication is required") }
        let selectors = try Self.selectors(target["selector"])
        var (note, tags) = Self.bodies(json["body"])
        if let text = json["text"]?.stringValue, !text.isEmpty { note = text }
        tags = (json["tags"]?.arrayValue?.compactMap(\.stringValue) ?? []) + tags
        let created = try Self.timestamp("created", in: json)
        var updated = try Self.timestamp("modified", in: json)
        if updated == nil { updated = try Self.timestamp("updated", in: json) }
        highlight = HighlightRecord(
            id: id, reader: reader, publication: location, target: .selector(JSONWriter().string(selectors), href: href),
            style: decor?["style"]?.stringValue, tint: decor?["tint"]?.stringValue, note: note, tags: tags,
            created: created, updated: updated ?? created ?? now)
        publication = PublicationRecord(id: location, location: locations.location(of: location))
    }

    /// The target that carries selectors: the target object, or the first such of an array of targets.
    private static func target(_ json: JSONValue?) throws(ImportLineError) -> JSONValue {
        let candidates = json?.arrayValue ?? json.map { [$0] } ?? []
        guard let target = candidates.first(where: { $0["selector"] != nil }) else {
            throw ImportLineError("target: no target with a selector")
        }
        return target
    }

    /// The selectors decor can resolve, checked; an annotation with none is rejected.
    private static func selectors(_ json: JSONValue?) throws(ImportLineError) -> JSONValue {
        let all = json?.arrayValue ?? json.map { [$0] } ?? []
        let kept = all.filter { resolvableSelectors.contains($0["type"]?.stringValue ?? "") }
        guard !kept.isEmpty else {
            throw ImportLineError("target.selector: no TextQuote, TextPosition, Range, Fragment or Css selector")
        }
        do {
            _ = try AnnotationSelector.parseAll(.array(kept))
        } catch let error as any CodedError {
            throw ImportLineError("target.\(error.message)")
        } catch {
            throw ImportLineError("target.selector: \(error)")
        }
        return .array(kept)
    }

    /// The note (the first textual body that is not a tag) and the tags (tagging bodies).
    private static func bodies(_ json: JSONValue?) -> (note: String?, tags: [String]) {
        var note: String?
        var tags: [String] = []
        for body in json?.arrayValue ?? json.map({ [$0] }) ?? [] {
            guard let value = body["value"]?.stringValue else { continue }
            if body["purpose"]?.stringValue == "tagging" {
                tags.append(value)
            } else if note == nil, !value.isEmpty {
                note = value
            }
        }
        return (note, tags)
    }

    /// A reader id from a W3C `creator`: a string (an IRI or a name), an agent object, or the first of an array.
    private static func creator(_ json: JSONValue?) -> String? {
        switch json {
        case let .array(agents)?: return agents.lazy.compactMap { creator($0) }.first
        case let agent? where agent.members != nil:
            return text(agent["id"]) ?? text(agent["name"]) ?? text(agent["nickname"])
        default: return text(json)
        }
    }

    /// A non-empty string (or a number's text, for numeric ids).
    private static func text(_ json: JSONValue?) -> String? {
        switch json {
        case let .string(text)? where !text.isEmpty: return text
        case let .number(number)?: return number.description
        default: return nil
        }
    }

    private static func timestamp(_ key: String, in json: JSONValue) throws(ImportLineError) -> String? {
        guard let value = json[key], value != .null else { return nil }
        guard let text = value.stringValue, let normalized = ExportTimestamp.normalize(text) else {
            throw ImportLineError("\(key): not an ISO 8601 date-time")
        }
        return normalized
    }
}
