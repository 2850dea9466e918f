import DecorEngine
import Foundation

/// Machine output: one JSON document on stdout, in one style for every command (JSONWriter's), slashes
/// unescaped so output is stable.
enum JSONOutput {
    /// A JSON value is written as it stands: members in their order, numbers as spelled (an id echoed from
    /// the input stays exact).
    static func print(json value: JSONValue, pretty: Bool = true) {
        FileHandle.standardOutput.write(Data((JSONWriter(pretty: pretty).string(value) + "\n").utf8))
    }

    /// A summary type is written with its keys sorted, absent values as `null`.
    static func print<T: Encodable>(_ value: T, pretty: Bool = true) {
        do {
            print(json: sortingKeys(try JSONValueEncoder().encode(value)), pretty: pretty)
        } catch {
            StandardError.write("decor: cannot encode output: \(error)\n")
        }
    }

    private static func sortingKeys(_ value: JSONValue) -> JSONValue {
        switch value {
        case let .object(members):
            .object(members.sorted { Array($0.key.utf16).lexicographicallyPrecedes(Array($1.key.utf16)) }
                .map { JSONMember($0.key, sortingKeys($0.value)) })
        case let .array(elements):
            .array(elements.map(sortingKeys))
        default:
            value
        }
    }
}
