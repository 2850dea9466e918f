/// A whole SVG file: an XML declaration and the root element, written the same way byte for byte every
/// time (attribute order as set, two-space indentation, a final newline).
public struct SVGDocument: Sendable, Equatable {
    public static let namespace = "http://www.w3.org/2000/svg"

    public var root: SVGElement

    public init(root: SVGElement) {
        self.root = root
    }

    public var xml: String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        root.write(to: &output, indent: 0)
        return output + "\n"
    }
}
