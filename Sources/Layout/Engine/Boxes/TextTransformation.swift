/// `text-transform` applied to collapsed text before shaping. Each character is replaced only by a
/// mapping of the same UTF-16 length, so that offsets into the text stay offsets into the DOM
/// (the rare expanding mappings, like ß → SS, are left out).
enum TextTransformation {
    /// `previous` is the unit before the text in its formatting context (for `capitalize`).
    static func apply(_ transform: TextTransform, to text: [UInt16], after previous: UInt16?) -> [UInt16] {
        guard transform == .uppercase || transform == .lowercase || transform == .capitalize else { return text }
        var output: [UInt16] = []
        output.reserveCapacity(text.count)
        var atWordStart = previous.map { !isWordCharacter(Unicode.Scalar(UInt32($0)) ?? " ") } ?? true
        for scalar in String(decoding: text, as: UTF16.self).unicodeScalars {
            let mapped: String
            switch transform {
            case .uppercase: mapped = scalar.properties.uppercaseMapping
            case .lowercase: mapped = scalar.properties.lowercaseMapping
            default: mapped = atWordStart ? scalar.properties.titlecaseMapping : String(scalar)
            }
            let original = Array(String(scalar).utf16)
            let replaced = Array(mapped.utf16)
            output.append(contentsOf: replaced.count == original.count ? replaced : original)
            atWordStart = !isWordCharacter(scalar)
        }
        return output
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "'" || scalar == "’"
    }
}
