import Foundation

/// The live mode's runtime script (Resources/decor-runtime.js): it rebuilds each decoration's range from
/// the `decor-ranges` data block, re-lays out the boxes from `Range.getClientRects()` and dispatches
/// `decoration-activated`, `decoration-hovered` and `decoration-unhovered`.
public enum RuntimeScript {
    /// The script's source, from the module's bundle.
    public static let source: String = {
        guard let url = Bundle.module.url(forResource: "decor-runtime", withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("decor-runtime.js is missing from the Templates bundle") }
        return text
    }()

    /// The `<script>` element, valid in XHTML and HTML alike: the source sits in a CDATA section hidden
    /// from HTML parsers behind line comments.
    public static func element(nonce: CSPNonce?) -> String {
        "<script\(nonce?.attribute ?? "")>//<![CDATA[\n\(source)//]]></script>"
    }
}
