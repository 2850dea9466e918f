/// A decoration's template and the element it makes for that decoration, checked and split: what the
/// writer keeps between checking a decoration and writing it.
struct TemplateElement {
    let template: HTMLDecorationTemplate
    let element: ElementMarkup
    /// The element's number in the `ParsedElements` it came from.
    let number: Int
}
