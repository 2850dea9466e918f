import Foundation

/// An RFC 8216 attribute list (`METHOD=AES-128,URI="https://…",IV=0x…`), section 4.2: names, then
/// quoted strings, hexadecimal sequences, numbers or enumerated strings as values.
struct HLSAttributeList {
    private var values: [String: String] = [:]
    /// Which values were written quoted: a quoted-string and an enumerated-string are different types.
    private var quoted: Set<String> = []

    /// Parses `text`, or says what is wrong with it.
    init(_ text: Substring) throws(HLSAttributeListError) {
        var rest = text[...]
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { throw HLSAttributeListError("an attribute without a value") }
            let name = String(rest[..<equals])
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "-") }) else {
                throw HLSAttributeListError("the attribute name \"\(name.prefix(40))\" is not upper-case letters, digits and -")
            }
            rest = rest[rest.index(after: equals)...]
            let value: Substring
            if rest.first == "\"" {
                let afterQuote = rest.index(after: rest.startIndex)
                guard let close = rest[afterQuote...].firstIndex(of: "\"") else {
                    throw HLSAttributeListError("the value of \(name) has no closing quote")
                }
                value = rest[afterQuote..<close]
                rest = rest[rest.index(after: close)...]
                quoted.insert(name)
            } else {
                let end = rest.firstIndex(of: ",") ?? rest.endIndex
                value = rest[..<end]
                rest = rest[end...]
                guard !value.isEmpty, !value.contains(where: { $0.isWhitespace || $0 == "\"" }) else {
                    throw HLSAttributeListError("the value of \(name) is empty or holds white space")
                }
            }
            guard values.updateValue(String(value), forKey: name) == nil else {
                throw HLSAttributeListError("the attribute \(name) appears twice")
            }
            if rest.first == "," {
                rest = rest.dropFirst()
                guard !rest.isEmpty else { throw HLSAttributeListError("a trailing comma") }
            } else if !rest.isEmpty {
                throw HLSAttributeListError("the value of \(name) is followed by \"\(rest.prefix(20))\"")
            }
        }
    }

    /// A quoted-string value.
    func string(_ name: String) throws(HLSAttributeListError) -> String? {
        guard let value = values[name] else { return nil }
        guard quoted.contains(name) else { throw HLSAttributeListError("\(name) must be a quoted string") }
        return value
    }

    /// An enumerated-string (unquoted) value.
    func enumerated(_ name: String) throws(HLSAttributeListError) -> String? {
        guard let value = values[name] else { return nil }
        guard !quoted.contains(name) else { throw HLSAttributeListError("\(name) must not be quoted") }
        return value
    }

    /// A decimal-integer value.
    func integer(_ name: String) throws(HLSAttributeListError) -> Int? {
        guard let text = try enumerated(name) else { return nil }
        guard let value = Int(text), value >= 0 else { throw HLSAttributeListError("\(name) is not a decimal integer") }
        return value
    }

    /// A hexadecimal-sequence value of exactly `bytes` bytes (`0x` and upper- or lower-case digits).
    func hexadecimal(_ name: String, bytes: Int) throws(HLSAttributeListError) -> Data? {
        guard let text = try enumerated(name) else { return nil }
        guard text.hasPrefix("0x") || text.hasPrefix("0X"), text.utf8.count == 2 + bytes * 2,
              let data = Data(hexadecimal: text.dropFirst(2)) else {
            throw HLSAttributeListError("\(name) is not 0x followed by \(bytes * 2) hexadecimal digits")
        }
        return data
    }
}

/// What is wrong with an attribute list; the parser adds the URL and line.
struct HLSAttributeListError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
