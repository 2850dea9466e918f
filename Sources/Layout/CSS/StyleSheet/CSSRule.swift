/// A rule of a parsed style sheet, the at-rules the engine interprets already typed.
package enum CSSRule: Hashable, Sendable {
    case style(CSSStyleRule)
    case media(CSSMediaRule)
    case supports(CSSSupportsRule)
    case fontFace(CSSFontFaceRule)
    case importRule(CSSImportRule)
    case namespace(CSSNamespaceRule)
}

/// `selectors { declarations }`. The selector list is kept as text and as component values: matching
/// it is the selector engine's job.
package struct CSSStyleRule: Hashable, Sendable {
    package var selectorText: String
    package var selectorValues: [CSSComponentValue]
    package var declarations: [CSSDeclaration]
    /// The default namespace its sheet declares (`@namespace url(…)`): its type selectors, and its
    /// compound selectors without one, match only elements in that namespace.
    package var defaultNamespace: String?

    package init(selectorValues: [CSSComponentValue], declarations: [CSSDeclaration], defaultNamespace: String? = nil) {
        self.selectorValues = selectorValues
        self.selectorText = CSSSerializer.text(of: selectorValues)
        self.declarations = declarations
        self.defaultNamespace = defaultNamespace
    }
}

/// `@media queries { rules }`.
package struct CSSMediaRule: Hashable, Sendable {
    package var media: MediaQueryList
    package var rules: [CSSRule]
}

/// `@supports condition { rules }`, its condition evaluated once (it does not depend on the viewport).
package struct CSSSupportsRule: Hashable, Sendable {
    package var isSupported: Bool
    package var rules: [CSSRule]
}

/// `@import url media;`. The style sheet is filled in by `StyleSheetImporter`, never fetched here.
package struct CSSImportRule: Hashable, Sendable {
    package var href: String
    package var media: MediaQueryList
    package var styleSheet: CSSStyleSheet?
}

/// `@namespace prefix? url;`.
package struct CSSNamespaceRule: Hashable, Sendable {
    package var prefix: String?
    package var uri: String
}
