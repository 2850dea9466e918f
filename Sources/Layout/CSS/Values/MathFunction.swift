/// `calc()`, `min()`, `max()` and `clamp()` (CSS Values 4 §10), evaluated once the element's relative
/// lengths are known and turned back into the single token the property's grammar expects: a number,
/// a `px` length or a percentage. A sum that mixes lengths and percentages (`calc(100% - 2em)`) has no
/// such token: it comes back as `calc(P% + Npx)`, which properties taking a `LengthPercentage` resolve
/// against their base at layout time and all others refuse as invalid. `min()`/`max()`/`clamp()` of
/// such sums are not modelled (the declaration is dropped).
enum MathFunction {
    private static let names: Set<String> = ["calc", "min", "max", "clamp", "-webkit-calc"]
    /// Nested parentheses and functions deeper than this are refused, as the parser bounds blocks.
    private static let maximumDepth = 32

    /// `value` with each top-level math function replaced by its result; nil when one is invalid.
    static func evaluated(_ value: [CSSComponentValue], in context: LengthContext) -> [CSSComponentValue]? {
        guard value.contains(where: isMathFunction) else { return value }
        var output: [CSSComponentValue] = []
        for component in value {
            guard isMathFunction(component) else {
                output.append(component)
                continue
            }
            guard let quantity = evaluate(component, in: context, depth: 0),
                  let token = quantity.token(zoom: context.zoom) else { return nil }
            output.append(token)
        }
        return output
    }

    /// A math function adding a length and a percentage, as pixels and a percentage; nil for anything
    /// else (plain lengths and percentages come back as their own tokens from `evaluated`).
    static func lengthPercentage(_ component: CSSComponentValue, in context: LengthContext)
        -> (pixels: Double, percent: Double)? {
        guard isMathFunction(component),
              case .dimension(let pixels, let percent, true, true)? = evaluate(component, in: context, depth: 0),
              pixels.isFinite, percent.isFinite else { return nil }
        return (pixels, percent)
    }

    private static func isMathFunction(_ component: CSSComponentValue) -> Bool {
        if case .function(let name, _) = component { return names.contains(name.lowercased()) }
        return false
    }

    /// A value being computed: a plain number, or pixels plus a percentage.
    enum Quantity: Equatable {
        case number(Double)
        case dimension(pixels: Double, percent: Double, hasPercent: Bool, hasLength: Bool)

        func token(zoom: Double) -> CSSComponentValue? {
            switch self {
            case .number(let value):
                guard value.isFinite else { return nil }
                return .token(.number(CSSNumber(value, isInteger: value == value.rounded())))
            case .dimension(let pixels, let percent, let hasPercent, let hasLength):
                // Lengths come back as unzoomed px: the property applies the element's zoom again.
                let length = CSSComponentValue.token(.dimension(CSSNumber(pixels / zoom, isInteger: false), unit: "px"))
                let percentage = CSSComponentValue.token(.percentage(CSSNumber(percent, isInteger: false)))
                if hasPercent, hasLength, pixels != 0 {
                    return .function(name: "calc", arguments: [percentage, .token(.whitespace), .token(.delim("+")),
                                                                        .token(.whitespace), length])
                }
                return hasPercent ? percentage : length
            }
        }

        static func + (left: Quantity, right: Quantity) -> Quantity? {
            switch (left, right) {
            case (.number(let a), .number(let b)): .number(a + b)
            case (.dimension(let p1, let c1, let hp1, let hl1), .dimension(let p2, let c2, let hp2, let hl2)):
                .dimension(pixels: p1 + p2, percent: c1 + c2, hasPercent: hp1 || hp2, hasLength: hl1 || hl2)
            default: nil
            }
        }

        func scaled(by factor: Double) -> Quantity {
            switch self {
            case .number(let value): .number(value * factor)
            case .dimension(let pixels, let percent, let hasPercent, let hasLength):
                .dimension(pixels: pixels * factor, percent: percent * factor, hasPercent: hasPercent, hasLength: hasLength)
            }
        }

        /// The value to compare in `min()`/`max()`: only numbers or pure lengths or pure percentages compare.
        var comparable: Double? {
            switch self {
            case .number(let value): value
            case .dimension(let pixels, let percent, let hasPercent, let hasLength):
                hasPercent && hasLength ? nil : (hasPercent ? percent : pixels)
            }
        }

        func isSameKind(as other: Quantity) -> Bool {
            switch (self, other) {
            case (.number, .number): true
            case (.dimension(_, _, let p1, let l1), .dimension(_, _, let p2, let l2)): p1 == p2 && l1 == l2
            default: false
            }
        }
    }

    private static func evaluate(_ component: CSSComponentValue, in context: LengthContext, depth: Int) -> Quantity? {
        guard depth < maximumDepth else { return nil }
        switch component {
        case .token(.number(let number)):
            return .number(number.value)
        case .token(.percentage(let number)):
            return .dimension(pixels: 0, percent: number.value, hasPercent: true, hasLength: false)
        case .token(.dimension):
            guard let length = CSSLength(component) else { return nil }
            return .dimension(pixels: length.pixels(in: context), percent: 0, hasPercent: false, hasLength: true)
        case .block(.openParen, let inner):
            return sum(inner.significant, in: context, depth: depth + 1)
        case .function(let name, let arguments):
            let parts = arguments.commaSeparated.map(\.significant)
            let values = parts.map { sum($0, in: context, depth: depth + 1) }
            guard !parts.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            let operands = values.compactMap { $0 }
            switch name.lowercased() {
            case "calc", "-webkit-calc": return operands.count == 1 ? operands[0] : nil
            case "min": return extreme(operands, pick: <)
            case "max": return extreme(operands, pick: >)
            case "clamp":
                guard operands.count == 3, let upper = extreme([operands[1], operands[2]], pick: <) else { return nil }
                return extreme([operands[0], upper], pick: >)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The operand `pick` prefers over all others; nil when they are not all comparable and of one kind.
    private static func extreme(_ operands: [Quantity], pick: (Double, Double) -> Bool) -> Quantity? {
        guard var best = operands.first, best.comparable != nil else { return nil }
        for operand in operands.dropFirst() {
            guard operand.isSameKind(as: best), let value = operand.comparable, let current = best.comparable else {
                return nil
            }
            if pick(value, current) { best = operand }
        }
        return best
    }

    /// `product (('+' | '-') product)*`.
    private static func sum(_ items: [CSSComponentValue], in context: LengthContext, depth: Int) -> Quantity? {
        var terms: [[CSSComponentValue]] = [[]]
        var signs: [Double] = [1]
        for item in items {
            if item == .token(.delim("+")) || item == .token(.delim("-")) {
                guard !(terms.last?.isEmpty ?? true) else { return nil }
                terms.append([])
                signs.append(item == .token(.delim("-")) ? -1 : 1)
            } else {
                terms[terms.count - 1].append(item)
            }
        }
        var total: Quantity?
        for (term, sign) in zip(terms, signs) {
            guard let value = product(term, in: context, depth: depth)?.scaled(by: sign) else { return nil }
            guard let running = total else {
                total = value
                continue
            }
            guard let added = running + value else { return nil }
            total = added
        }
        return total
    }

    /// `value (('*' | '/') value)*`: one side of each product must be a number, and divisors are numbers.
    private static func product(_ items: [CSSComponentValue], in context: LengthContext, depth: Int) -> Quantity? {
        guard let first = items.first, items.count % 2 == 1,
              var result = evaluate(first, in: context, depth: depth) else { return nil }
        for index in stride(from: 1, to: items.count, by: 2) {
            guard let operand = evaluate(items[index + 1], in: context, depth: depth) else { return nil }
            switch (items[index], result, operand) {
            case (.token(.delim("*")), .number(let factor), _): result = operand.scaled(by: factor)
            case (.token(.delim("*")), _, .number(let factor)): result = result.scaled(by: factor)
            case (.token(.delim("/")), _, .number(let divisor)) where divisor != 0: result = result.scaled(by: 1 / divisor)
            default: return nil
            }
        }
        return result
    }
}
