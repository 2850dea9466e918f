import DecorEngine
import Foundation

/// Machine output: one JSON document on stdout, keys sorted (or in a JSON value's own order) and slashes
/// unescaped so output is stable.
enum JSONOutput {
    static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A JSON value is written as it stands: members in their order, numbers as spelled (an id echoed from
    /// the input stays exact).
    static func print(json value: JSONValue, pretty: Bool = true) {
        FileHandle.standardOutput.write(Data((JSONWriter(pretty: pretty).string(value) + "\n").utf8))
    }

    static func print<T: Encodable>(_ value: T, pretty: Bool = true) {
        do {
            var data = try encoder(pretty: pretty).encode(value)
            data.append(0x0A)
            FileHandle.standardOutput.write(data)
        } catch {
            FileHandle.standardError.write(Data("decor: cannot encode output: \(error)\n".utf8))
        }
    }
}
