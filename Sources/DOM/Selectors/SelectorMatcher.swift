/// Decides whether an element matches a selector, right to left as browsers do.
extension SelectorList {
    /// True when any selector of the list matches `element`.
    public func matches(_ element: Node) -> Bool {
        guard element.isElement else { return false }
        return selectors.contains { $0.matches(element) }
    }
}

extension ComplexSelector {
    public func matches(_ element: Node) -> Bool {
        matches(element, compoundIndex: compounds.count - 1)
    }

    private func matches(_ element: Node, compoundIndex: Int) -> Bool {
        guard compounds[compoundIndex].matches(element) else { return false }
        guard compoundIndex > 0 else { return true }
        let previous = compoundIndex - 1
        switch combinators[previous] {
        case .child:
            return element.parentElement.map { matches($0, compoundIndex: previous) } ?? false
        case .descendant:
            var ancestor = element.parentElement
            while let candidate = ancestor {
                if matches(candidate, compoundIndex: previous) { return true }
                ancestor = candidate.parentElement
            }
            return false
        case .nextSibling:
            return element.previousElementSibling.map { matches($0, compoundIndex: previous) } ?? false
        case .subsequentSibling:
            var sibling = element.previousElementSibling
            while let candidate = sibling {
                if matches(candidate, compoundIndex: previous) { return true }
                sibling = candidate.previousElementSibling
            }
            return false
        }
    }
}

extension CompoundSelector {
    public func matches(_ element: Node) -> Bool {
        simpleSelectors.allSatisfy { $0.matches(element) }
    }
}

extension SimpleSelector {
    public func matches(_ element: Node) -> Bool {
        switch self {
        case let .type(name): return element.hasLocalName(name)
        case .universal: return true
        case let .id(id): return element.attribute("id") == id
        case let .className(name):
            return element.attribute("class").map { Self.words($0).contains(Substring(name)) } ?? false
        case let .attribute(selector): return selector.matches(element)
        case let .pseudoClass(pseudoClass): return pseudoClass.matches(element)
        case let .namespace(uri):
            return element.isInNamespace(uri) || (element.document.isHTML && uri == Self.xhtmlNamespace
                && element.namespaceURI == nil)
        }
    }

    /// An HTML parser puts its elements in the XHTML namespace; libxml2's leaves them in none.
    private static let xhtmlNamespace = "http://www.w3.org/1999/xhtml"

    /// The white-space separated words of an attribute value (`class`, `~=`).
    static func words(_ value: String) -> [Substring] {
        value.split { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{C}" }
    }
}

extension AttributeSelector {
    public func matches(_ element: Node) -> Bool {
        let value = element.document.isHTML
            ? element.attributes.first { $0.qualifiedName.lowercased() == name.lowercased() }?.value
            : element.writtenAttribute(qualifiedName: name)
        guard let value else { return false }
        guard let test else { return true }
        let fold: (String) -> String = caseInsensitive ? { $0.lowercased() } : { $0 }
        let actual = fold(value), expected = fold(test.value)
        switch test.operator {
        case .equals: return actual == expected
        case .includes: return !expected.isEmpty && SimpleSelector.words(actual).contains(Substring(expected))
        case .dashMatch: return actual == expected || actual.hasPrefix(expected + "-")
        case .prefix: return !expected.isEmpty && actual.hasPrefix(expected)
        case .suffix: return !expected.isEmpty && actual.hasSuffix(expected)
        case .substring:
            // CSS compares code points, so UTF-8 code units, not Foundation's locale-aware search.
            var text = actual, part = expected
            return text.withUTF8 { text in part.withUTF8 { text.firstOffset(of: $0) != nil } }
        }
    }
}

extension PseudoClass {
    public func matches(_ element: Node) -> Bool {
        switch self {
        case let .nthChild(pattern, filter):
            guard filter?.matches(element) ?? true else { return false }
            return pattern.matches(position: element.elementPosition(fromEnd: false) { filter?.matches($0) ?? true })
        case let .nthLastChild(pattern, filter):
            guard filter?.matches(element) ?? true else { return false }
            return pattern.matches(position: element.elementPosition(fromEnd: true) { filter?.matches($0) ?? true })
        case let .nthOfType(pattern):
            return pattern.matches(position: element.elementPosition(fromEnd: false) { $0.sameType(as: element) })
        case let .nthLastOfType(pattern):
            return pattern.matches(position: element.elementPosition(fromEnd: true) { $0.sameType(as: element) })
        case .onlyChild:
            return element.previousElementSibling == nil && element.nextElementSibling == nil
        case .onlyOfType:
            return element.elementPosition(fromEnd: false) { $0.sameType(as: element) } == 1
                && element.elementPosition(fromEnd: true) { $0.sameType(as: element) } == 1
        case let .not(list): return !list.matches(element)
        case let .matchesAny(list, _): return list.matches(element)
        case .root: return element.parent?.kind == .document
        case let .lang(ranges):
            guard let language = element.language?.lowercased() else { return false }
            return ranges.contains { range in
                let range = range.lowercased()
                return !range.isEmpty && (language == range || language.hasPrefix(range + "-"))
            }
        case .empty:
            return element.children.allSatisfy { child in
                !child.isElement && !(child.isCharacterData && !(child.characterData ?? "").isEmpty)
            }
        }
    }
}

extension Node {
    /// The element's language: the `xml:lang` or `lang` of itself or its nearest ancestor that has one.
    public var language: String? {
        var current: Node? = self
        while let element = current, element.isElement {
            if let value = element.attribute("lang", namespace: "http://www.w3.org/XML/1998/namespace")
                ?? element.attribute("lang") {
                return value
            }
            current = element.parentElement
        }
        return nil
    }

    /// The parent when it is an element (nil at the root element).
    public var parentElement: Node? { parent.flatMap { $0.isElement ? $0 : nil } }

    public var previousElementSibling: Node? {
        var sibling = previousSibling
        while let current = sibling, !current.isElement { sibling = current.previousSibling }
        return sibling
    }

    public var nextElementSibling: Node? {
        var sibling = nextSibling
        while let current = sibling, !current.isElement { sibling = current.nextSibling }
        return sibling
    }

    /// The 1-based position of this element among its sibling elements that pass `counted`.
    func elementPosition(fromEnd: Bool, counting counted: (Node) -> Bool) -> Int {
        var position = 1
        var sibling = fromEnd ? nextElementSibling : previousElementSibling
        while let current = sibling {
            if counted(current) { position += 1 }
            sibling = fromEnd ? current.nextElementSibling : current.previousElementSibling
        }
        return position
    }

    func sameType(as other: Node) -> Bool {
        localName == other.localName && namespaceURI == other.namespaceURI
    }
}
