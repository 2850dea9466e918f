/// The groups as the writer draws them: each decoration rendered once, the ones whose template refuses
/// them left out and reported, the others kept in order and numbered without gaps.
struct DrawableMarkup {
    /// The decorations that could be drawn, group by group, in the numbering of `containers`.
    var groups: [DrawnGroup]
    /// Every group's container, for the end of `<body>`.
    var containers: String
    var rejected: [RejectedDecoration]

    /// Renders `groups` with `markup`. A decoration is refused when no template draws its style, when its
    /// template's stylesheet is not acceptable (checked once per style) or when the template's element is
    /// not well-formed with this decoration's values.
    init(_ groups: [DrawnGroup], markup: DecorationMarkup) {
        var stylesheetProblems: [String: TemplateError?] = [:]
        var drawnGroups: [DrawnGroup] = []
        var containers: [String] = []
        var rejected: [RejectedDecoration] = []
        var parsed: [String: ElementMarkup] = [:]
        for (index, group) in groups.enumerated() {
            var kept: [DrawnDecoration] = []
            var rendered: [String] = []
            for drawn in group.decorations {
                let styleName = drawn.decoration.style.type.name
                if stylesheetProblems[styleName] == nil {
                    do {
                        _ = try markup.stylesheet(for: [DrawnGroup(name: group.name, decorations: [drawn])])
                        stylesheetProblems[styleName] = .some(nil)
                    } catch {
                        stylesheetProblems[styleName] = .some(error)
                    }
                }
                do throws(TemplateError) {
                    if let problem = stylesheetProblems[styleName] ?? nil { throw problem }
                    let id = DecorationMarkup.elementID(group: index, position: kept.count)
                    rendered.append(try markup.decoration(drawn, group: group.name, id: id, parsed: &parsed))
                    kept.append(drawn)
                } catch {
                    rejected.append(RejectedDecoration(group: group.name, id: drawn.decoration.id, code: error.code, message: error.message))
                }
            }
            drawnGroups.append(DrawnGroup(name: group.name, decorations: kept, isActivable: group.isActivable))
            containers.append(DecorationMarkup.container(named: group.name, index: index, decorations: rendered))
        }
        self.groups = drawnGroups
        self.containers = containers.joined(separator: "\n")
        self.rejected = rejected
    }
}
