import Foundation

/// Machine output: one JSON document on stdout, keys sorted and slashes unescaped so output is stable.
enum JSONOutput {
    static func encoder(pretty: Bool = true) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
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
