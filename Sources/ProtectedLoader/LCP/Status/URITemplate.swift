import Foundation

/// The small part of RFC 6570 that LSD links use: `{var}` (simple) and `{?a,b}` / `{&a,b}` (form-style
/// query) expressions. Variables without a value are left out, as the RFC says.
enum URITemplate {
    static func expand(_ template: String, values: [String: String]) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let expression = rest[rest.index(after: open)..<close]
            result += expand(expression, values: values, continuingQuery: result.contains("?"))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    private static func expand(_ expression: Substring, values: [String: String], continuingQuery: Bool) -> String {
        guard let first = expression.first else { return "" }
        if first == "?" || first == "&" {
            let pairs = expression.dropFirst().split(separator: ",").compactMap { name in
                values[String(name)].map { "\(name)=\(encode($0))" }
            }
            guard !pairs.isEmpty else { return "" }
            return (first == "?" && !continuingQuery ? "?" : "&") + pairs.joined(separator: "&")
        }
        return expression.split(separator: ",").compactMap { values[String($0)].map(encode) }.joined(separator: ",")
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    private static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }
}
