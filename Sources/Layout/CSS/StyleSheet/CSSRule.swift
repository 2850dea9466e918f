/// A rule of a parsed style sheet, the at-rules the engine interprets already typed.
public enum CSSRule: Hashable, Sendable {
    case style(CSSStyleRule)
    case media(CSSMediaRule)
    case supports(CSSSupportsRule)
    case fontFace(CSSFontFaceRule)
    case importRule(CSSImportRule)
    case namespace(CSSNamespaceRule)
}

/// `selectors { declarations }`. The selector list is kept as text and as component values: matching
/// it is the selector engine's job.
public struct CSSStyleRule: Hashable, Sendable {
    public var selectorText: String
    public var selectorValues: [CSSComponentValue]
    public var declarations: [CSSDeclaration]

    public init(selectorValues: [CSSComponentValue], declarations: [CSSDeclaration]) {
        self.selectorValues = selectorValues
        self.selectorText = CSSSerializer.text(of: selectorValues)
        self.declarations = declarations
    }
}

/// `@media queries { rules }`.
public struct CSSMediaRule: Hashable, Sendable {
    public var media: MediaQueryList
    public var rules: [CSSRule]
}

/// `@supports condition { rules }`, its condition evaluated once (it does not depend on the viewport).
public struct CSSSupportsRule: Hashable, Sendable {
    public var isSupported: Bool
    public var rules: [CSSRule]
}

/// `@import url media;`. The style sheet is filled in by `StyleSheetImporter`, never fetched here.
public struct CSSImportRule: Hashable, Sendable {
    public var href: String
    public var media: MediaQueryList
    public var styleSheet: CSSStyleSheet?
}

/// `@namespace prefix? url;`.
public struct CSSNamespaceRule: Hashable, Sendable {
    public var prefix: String?
    public var uri: String
}
