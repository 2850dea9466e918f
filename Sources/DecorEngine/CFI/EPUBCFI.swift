/// An EPUB Canonical Fragment Identifier (EPUB CFI 1.1): a path of steps through a publication's
/// package document and, after an indirection `!`, through a content document — or, for the "partial"
/// CFIs that Readium locators carry, through a content document only. A range CFI has a common parent
/// path and two local paths. Parse with `EPUBCFI(_:)`, print with `description`.
public struct EPUBCFI: Hashable, Sendable {
    /// The whole path of a point CFI, or the common parent of a range.
    public var path: CFIPath
    /// The start and end local paths of a range CFI, relative to `path`.
    public var range: CFIRange?

    public init(path: CFIPath, range: CFIRange? = nil) {
        self.path = path
        self.range = range
    }

    public var isRange: Bool { range != nil }

    /// The full path of the start point (the path itself for a point CFI).
    public var startPath: CFIPath { range.map { path.appending($0.start) } ?? path }
    /// The full path of the end point (the path itself for a point CFI).
    public var endPath: CFIPath { range.map { path.appending($0.end) } ?? path }
}

public struct CFIRange: Hashable, Sendable {
    public var start: CFIPath
    public var end: CFIPath

    public init(start: CFIPath, end: CFIPath) {
        self.start = start
        self.end = end
    }
}

/// Steps, then an optional terminal offset.
public struct CFIPath: Hashable, Sendable {
    public var steps: [CFIStep]
    public var offset: CFIOffset?
    /// True when an indirection `!` comes right before the offset (`/6/4!:3`, allowed by the grammar).
    public var offsetFollowsIndirection: Bool

    public init(steps: [CFIStep], offset: CFIOffset? = nil, offsetFollowsIndirection: Bool = false) {
        self.steps = steps
        self.offset = offset
        self.offsetFollowsIndirection = offsetFollowsIndirection
    }

    /// This path (its offset dropped) followed by a local path.
    func appending(_ local: CFIPath) -> CFIPath {
        CFIPath(steps: steps + local.steps, offset: local.offset, offsetFollowsIndirection: local.offsetFollowsIndirection)
    }

    /// The index of the last step that follows an indirection, nil when the path has none.
    var lastIndirection: Int? { steps.lastIndex { $0.followsIndirection } }
}

/// `/n[id;param=value]`, possibly right after an indirection `!`.
public struct CFIStep: Hashable, Sendable {
    /// Even: the (n/2)-th child element. Odd: the character data between two child elements.
    public var index: Int
    public var assertion: CFIAssertion?
    public var followsIndirection: Bool

    public init(index: Int, assertion: CFIAssertion? = nil, followsIndirection: Bool = false) {
        self.index = index
        self.assertion = assertion
        self.followsIndirection = followsIndirection
    }

    public var id: String? { assertion?.values.first.flatMap { $0.isEmpty ? nil : $0 } }
}

/// A terminal offset, with the assertion that may follow it.
public struct CFIOffset: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `:n`: n UTF-16 units into character data.
        case character(Int)
        /// `~seconds`, optionally with a spatial point `@x:y`.
        case temporal(Double, spatial: CFIPoint?)
        /// `@x:y` in percent of the element's box.
        case spatial(CFIPoint)
    }

    public var kind: Kind
    /// For character offsets, the text assertion `[before,after;s=b]`.
    public var assertion: CFIAssertion?

    public init(_ kind: Kind, assertion: CFIAssertion? = nil) {
        self.kind = kind
        self.assertion = assertion
    }

    public var characterOffset: Int? {
        if case let .character(offset) = kind { return offset }
        return nil
    }
}

public struct CFIPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The bracketed part of a step or offset: comma-separated values (an id for steps; the text before and
/// after the location for character offsets) and `;name=value,value` parameters (`s` is the side bias).
public struct CFIAssertion: Hashable, Sendable {
    public var values: [String]
    public var parameters: [CFIParameter]

    public init(values: [String], parameters: [CFIParameter] = []) {
        self.values = values
        self.parameters = parameters
    }

    /// The text that must come just before the location (the first value), nil when empty.
    public var textBefore: String? { values.first.flatMap { $0.isEmpty ? nil : $0 } }
    /// The text that must come just after the location (the second value), nil when empty.
    public var textAfter: String? { values.count > 1 && !values[1].isEmpty ? values[1] : nil }

    /// `;s=b` leans the location towards the text before it, `;s=a` towards the text after.
    public var sideBias: CFISideBias? {
        parameters.first { $0.name == "s" }?.values.first.flatMap(CFISideBias.init(rawValue:))
    }
}

public struct CFIParameter: Hashable, Sendable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

public enum CFISideBias: String, Hashable, Sendable {
    case before = "b"
    case after = "a"
}
