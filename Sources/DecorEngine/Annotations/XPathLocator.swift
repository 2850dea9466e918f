import DOM

/// The simple XPaths Hypothesis writes in its RangeSelector (`/p[2]/span[1]`, `/html[1]/body[1]/div`):
/// element steps with an optional 1-based index among same-named siblings, relative to the body unless
/// they start at the root element.
struct XPathLocator {
    let document: Document

    func element(at path: String) throws -> Node {
        let steps = path.split(separator: "/").map(String.init)
        guard let root = document.rootElement else { throw failure(path, "the document has no root element") }
        var current: Node
        var remaining = steps[...]
        if let first = steps.first, try parse(first, path: path).name == (root.localName ?? "").lowercased() {
            current = root
            remaining = steps.dropFirst()
        } else {
            guard let body = document.body else { throw failure(path, "the document has no body") }
            current = body
        }
        for step in remaining {
            let (name, index) = try parse(step, path: path)
            let matching = current.childElements.filter { ($0.localName ?? "").lowercased() == name }
            guard index >= 1, index <= matching.count else { throw failure(path, "no element at step '\(step)'") }
            current = matching[index - 1]
        }
        return current
    }

    private func parse(_ step: String, path: String) throws -> (name: String, index: Int) {
        guard let bracket = step.firstIndex(of: "[") else { return (step.lowercased(), 1) }
        guard step.hasSuffix("]"), let index = Int(step[step.index(after: bracket)..<step.index(before: step.endIndex)]) else {
            throw failure(path, "unsupported step '\(step)'")
        }
        return (String(step[..<bracket]).lowercased(), index)
    }

    private func failure(_ path: String, _ reason: String) -> LocatorError {
        LocatorError(field: "selector", reason: "XPath \(path): \(reason)")
    }
}
