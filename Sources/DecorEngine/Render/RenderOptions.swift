import Templates

/// How `PublicationRenderer` draws: the reading settings a layout would use, the live runtime's options,
/// the CSP nonce, where boxes sit relative to the text, and the layout seam.
public struct RenderOptions {
    public var settings: LayoutSettings
    public var runtime: RuntimeOptions
    public var nonce: CSPNonce?
    public var stacking: DecorationMarkup.Stacking
    /// Where ranges sit on laid-out pages; nil until decor's layout engine provides it.
    public var geometry: (any RangeGeometrySource)?
    /// Static output: no script, the reading settings' CSS embedded, boxes only where `geometry` put them.
    public var isStatic: Bool

    public init(settings: LayoutSettings, runtime: RuntimeOptions = RuntimeOptions(), nonce: CSPNonce? = nil,
                stacking: DecorationMarkup.Stacking = .behindText, geometry: (any RangeGeometrySource)? = nil,
                isStatic: Bool = false) {
        self.settings = settings
        self.runtime = runtime
        self.nonce = nonce
        self.stacking = stacking
        self.geometry = geometry
        self.isStatic = isStatic
    }

    /// The window boxes are fitted to: the settings' first viewport, one column per viewport (as the
    /// paginated page model lays columns out).
    var viewport: PagedViewport {
        let first = settings.viewports[0]
        return PagedViewport(width: Double(first.width), height: Double(first.height))
    }
}
