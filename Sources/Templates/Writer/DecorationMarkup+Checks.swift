extension DecorationMarkup {
    /// Checks that one decoration can be written as it is: its style has a template, that template's
    /// stylesheet is acceptable, and its element is well-formed with this decoration's values. The
    /// writer leaves out a decoration that fails, instead of failing the whole document.
    func check(_ drawn: DrawnDecoration, group: String) throws(TemplateError) {
        _ = try stylesheet(for: [DrawnGroup(name: group, decorations: [drawn])])
        _ = try decoration(drawn, group: group, id: "r2-decoration-0-0")
    }
}
