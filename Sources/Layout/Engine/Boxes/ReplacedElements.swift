import DOM

/// Which elements are replaced (their content is not laid out as CSS boxes) and their natural size:
/// images from their file's header, SVG from its attributes, the other embedded content at the HTML
/// default of 300×150.
enum ReplacedElements {
    private static let defaultSized: Set<String> = ["video", "canvas", "iframe", "object", "embed"]

    /// The natural size of a replaced element, nil for an element that is not replaced.
    static func intrinsicSize(of element: Node, folder: DocumentResources) -> IntrinsicSize? {
        guard let name = element.localName?.lowercased() else { return nil }
        switch name {
        case "img", "image":
            let source = element.attribute("src") ?? element.attribute("href")
                ?? element.attribute("href", namespace: "http://www.w3.org/1999/xlink")
            guard let source, let path = folder.resolve(source, relativeTo: folder.documentPath) else {
                return IntrinsicSize(width: nil, height: nil)
            }
            return ImageDimensions.size { folder.prefix(at: path, count: $0) } ?? IntrinsicSize(width: nil, height: nil)
        case "svg":
            return SVGDimensions.size(width: element.attribute("width"), height: element.attribute("height"),
                                      viewBox: element.attribute("viewBox"))
        case _ where defaultSized.contains(name):
            return IntrinsicSize(width: 300, height: 150)
        default:
            return nil
        }
    }
}
