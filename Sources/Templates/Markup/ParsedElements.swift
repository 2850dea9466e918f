/// The template elements checked and split so far, by their markup, each numbered in the order it was
/// first met: decorations of one style and tint share theirs, so a group of 100,000 highlights parses one
/// element, not 100,000, and the writer can keep one serialized form per number.
struct ParsedElements {
    private var numbers: [String: Int] = [:]
    /// The elements, by number.
    private(set) var elements: [ElementMarkup] = []

    /// The number and element of `markup`, parsed by `parse` the first time it is met.
    mutating func element(for markup: String,
                          parse: () throws(TemplateError) -> ElementMarkup) throws(TemplateError) -> (number: Int, element: ElementMarkup) {
        if let number = numbers[markup] { return (number, elements[number]) }
        let element = try parse()
        numbers[markup] = elements.count
        elements.append(element)
        return (elements.count - 1, element)
    }
}
