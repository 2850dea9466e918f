import DecorEngine
import Foundation

/// One line of an import file, checked: `{"id", "reader", "publication", "locator" | "selector" | "cfi",
/// "href"?, "style"?, "tint"?, "note"?, "tags"?, "created"?, "updated"?, "deleted"?}`.
struct ImportLine {
    var highlight: HighlightRecord
    var publication: PublicationRecord

    /// Reads a line; the error's reason is what the summary's `rejected` entry says.
    /// - Parameters:
    ///   - locations: resolves publication names (relative paths against the JSONL file's folder).
    ///   - now: the time given to highlights that carry no `updated` (nor `created`) time.
    init(_ bytes: Data, locations: inout PublicationLocations, now: String) throws(ImportLineError) {
        guard let json = try? JSONValue.parse(bytes) else { throw ImportLineError("not valid JSON") }
        guard let members = json.members else { throw ImportLineError("not a JSON object") }
        let id = try Self.requiredString("id", in: members)
        let reader = try Self.requiredString("reader", in: members)
        let location = try Self.requiredString("publication", in: members)
        let href = try Self.optionalString("href", in: members)
        let given = ["locator", "selector", "cfi"].filter { members[$0] != nil && members[$0] != .null }
        guard given.count == 1, let kind = given.first, let value = members[kind] else {
            throw ImportLineError("needs exactly one of locator, selector or cfi")
        }
        let target: HighlightTarget
        do {
            switch kind {
            case "locator":
                _ = try Locator(json: value)
                target = .locator(JSONWriter().string(value))
            case "selector":
                _ = try AnnotationSelector.parseAll(value)
                target = .selector(JSONWriter().string(value), href: href)
            default:
                guard let text = value.stringValue else { throw ImportLineError("cfi: expected a string") }
                let cfi = try EPUBCFI(text)
                guard href != nil || cfi.path.steps.contains(where: \.followsIndirection) else {
                    throw ImportLineError("cfi: a partial CFI needs \"href\" (or give the full CFI with its spine step)")
                }
                target = .cfi(text, href: href)
            }
        } catch let error as ImportLineError {
            throw error
        } catch let error as any CodedError {
            throw ImportLineError("\(kind): \(error.message)")
        } catch {
            throw ImportLineError("\(kind): \(error)")
        }
        let tags: [String]
        switch members["tags"] {
        case nil, .null?: tags = []
        case let .array(values)?:
            tags = try values.map { value throws(ImportLineError) in
                guard let tag = value.stringValue else { throw ImportLineError("tags: expected an array of strings") }
                return tag
            }
        default: throw ImportLineError("tags: expected an array of strings")
        }
        let created = try Self.timestamp("created", in: members)
        let updated = try Self.timestamp("updated", in: members)
        let deleted: String?
        switch members["deleted"] {
        case nil, .null?, .bool(false)?: deleted = nil
        case .bool(true)?: deleted = updated ?? now
        default: deleted = try Self.timestamp("deleted", in: members)
        }
        // A deletion is a change: updated_at is never earlier than deleted_at, so incremental runs see it.
        let changed = [updated ?? created ?? deleted ?? now, deleted ?? ""].max()!
        highlight = HighlightRecord(
            id: id, reader: reader, publication: location, target: target,
            style: try Self.optionalString("style", in: members), tint: try Self.optionalString("tint", in: members),
            note: try Self.optionalString("note", in: members), tags: tags, created: created, updated: changed,
            deleted: deleted)
        publication = PublicationRecord(id: location, location: locations.location(of: location))
    }

    private static func requiredString(_ key: String, in members: [JSONMember]) throws(ImportLineError) -> String {
        guard let value = try optionalString(key, in: members), !value.isEmpty else {
            throw ImportLineError("\(key): a non-empty string is required")
        }
        return value
    }

    private static func optionalString(_ key: String, in members: [JSONMember]) throws(ImportLineError) -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case let .string(text)?: return text
        case let .number(number)? where key == "id": return number.description
        default: throw ImportLineError("\(key): expected a string")
        }
    }

    private static func timestamp(_ key: String, in members: [JSONMember]) throws(ImportLineError) -> String? {
        guard let text = try optionalString(key, in: members) else { return nil }
        guard let normalized = ExportTimestamp.normalize(text) else {
            throw ImportLineError("\(key): not an ISO 8601 date-time")
        }
        return normalized
    }
}

/// Why an import line was rejected.
struct ImportLineError: Error {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}
