/// The custom properties (`--name`) of one element as computed (CSS Custom Properties 1 §2): token
/// lists, inherited, with every `var()` in them already substituted. A name that is absent is the
/// guaranteed-invalid value (never set, set to `initial`, part of a cycle, or referring to an invalid
/// property without a fallback).
package struct CustomProperties: Hashable, Sendable {
    package private(set) var values: [String: [CSSComponentValue]] = [:]

    /// Substituted values are bounded, as Chromium bounds them, so that properties doubling each
    /// other's length (`--b: var(--a) var(--a)`…) cannot exhaust memory.
    static let maximumComponents = 16_384

    /// No custom property set: the root's parent.
    package init() {}

    /// The custom properties of an element whose cascade declared `declared` (in ascending priority,
    /// the last of a name wins), its parent's being `parent`.
    package init(declared: [(name: String, value: [CSSComponentValue])], parent: CustomProperties) {
        var specified: [String: [CSSComponentValue]] = [:]
        for (name, value) in declared { specified[name] = value.trimmed }
        var resolution = Resolution(specified: specified, parent: parent)
        values = parent.values
        for name in specified.keys.sorted() { values[name] = resolution.resolve(name) }
    }

    /// `value` with its `var()` references replaced (CSS Custom Properties 1 §3); nil when a reference
    /// names an invalid property and has no fallback, which makes the declaration invalid at
    /// computed-value time.
    package func substitute(_ value: [CSSComponentValue]) -> [CSSComponentValue]? {
        var budget = Self.maximumComponents
        return Self.substitute(value, budget: &budget) { values[$0] }
    }

    /// Whether a value has `var()` in it, at any depth.
    package static func references(_ value: [CSSComponentValue]) -> Bool {
        value.contains { component in
            switch component {
            case .function(let name, let arguments): name.lowercased() == "var" || references(arguments)
            case .block(_, let values): references(values)
            case .token: false
            }
        }
    }

    /// Substitutes every `var()` of `value`, spending one unit of `budget` per component produced.
    static func substitute(_ value: [CSSComponentValue], budget: inout Int,
                           lookup: (String) -> [CSSComponentValue]?) -> [CSSComponentValue]? {
        var output: [CSSComponentValue] = []
        for component in value {
            budget -= 1
            guard budget >= 0 else { return nil }
            switch component {
            case .function(let name, let arguments) where name.lowercased() == "var":
                guard let (referenced, fallback) = reference(in: arguments) else { return nil }
                if let found = lookup(referenced) {
                    budget -= found.count
                    guard budget >= 0 else { return nil }
                    output += found
                } else if let fallback, let substituted = substitute(fallback, budget: &budget, lookup: lookup) {
                    output += substituted
                } else {
                    return nil
                }
            case .function(let name, let arguments):
                guard let substituted = substitute(arguments, budget: &budget, lookup: lookup) else { return nil }
                output.append(.function(name: name, arguments: substituted))
            case .block(let opening, let values):
                guard let substituted = substitute(values, budget: &budget, lookup: lookup) else { return nil }
                output.append(.block(opening: opening, values: substituted))
            case .token:
                output.append(component)
            }
        }
        return output
    }

    /// The name `var()` refers to and its fallback (nil when there is none; `var(--a,)` has an empty one).
    static func reference(in arguments: [CSSComponentValue]) -> (String, [CSSComponentValue]?)? {
        let items = arguments.trimmed
        guard case .token(.ident(let name)) = items.first, name.hasPrefix("--") else { return nil }
        let rest = items.dropFirst().drop { $0.isWhitespace }
        guard let first = rest.first else { return (name, nil) }
        guard first == .token(.comma) else { return nil }
        return (name, Array(rest.dropFirst()).trimmed)
    }
}

/// Resolves the `var()` references of the custom properties declared on one element, depth first,
/// finding cycles: every property in a cycle is invalid, whatever fallbacks it has (§2.3).
private struct Resolution {
    let specified: [String: [CSSComponentValue]]
    let parent: CustomProperties
    var resolved: [String: [CSSComponentValue]?] = [:]
    var stack: [String] = []
    var cyclic: Set<String> = []

    init(specified: [String: [CSSComponentValue]], parent: CustomProperties) {
        self.specified = specified
        self.parent = parent
    }

    mutating func resolve(_ name: String) -> [CSSComponentValue]? {
        if let done = resolved[name] { return done }
        guard let value = specified[name] else { return parent.values[name] }
        if let position = stack.firstIndex(of: name) {
            cyclic.formUnion(stack[position...])
            return nil
        }
        let result: [CSSComponentValue]?
        if value.count == 1, let keyword = value[0].keyword, ["initial", "inherit", "unset", "revert"].contains(keyword) {
            result = keyword == "initial" ? nil : parent.values[name]
        } else {
            stack.append(name)
            var budget = CustomProperties.maximumComponents
            let substituted = CustomProperties.substitute(value, budget: &budget) { self.resolve($0) }
            stack.removeLast()
            result = cyclic.contains(name) ? nil : substituted
        }
        resolved[name] = .some(result)
        return result
    }
}
