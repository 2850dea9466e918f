import DOM

extension BoxTreeBuilder {
    /// A table box: its captions, then its rows (directly in the table or in row groups, header groups
    /// first and footer groups last, as tables display them), each row holding its cells.
    func makeTable(for element: Node, style: ElementStyle, placement: LayoutBox.Placement) -> LayoutBox {
        let table = LayoutBox(element: element, style: style, role: .table, placement: placement)
        var captions: [LayoutBox] = []
        var headers: [LayoutBox] = []
        var bodies: [LayoutBox] = []
        var footers: [LayoutBox] = []
        for child in element.childElements {
            let childStyle = resolver.style(of: child, parent: style)
            switch childStyle.computed.display {
            case .tableCaption:
                let caption = LayoutBox(element: child, style: childStyle, role: .tableCaption)
                fill(caption, from: child)
                captions.append(caption)
            case .tableRow:
                bodies.append(makeRow(for: child, style: childStyle))
            case .tableRowGroup, .tableHeaderGroup, .tableFooterGroup:
                let rows = child.childElements.compactMap { row -> LayoutBox? in
                    let rowStyle = resolver.style(of: row, parent: childStyle)
                    return rowStyle.computed.display == .tableRow ? makeRow(for: row, style: rowStyle) : nil
                }
                switch childStyle.computed.display {
                case .tableHeaderGroup: headers += rows
                case .tableFooterGroup: footers += rows
                default: bodies += rows
                }
            default:
                continue
            }
        }
        table.children = captions + headers + bodies + footers
        return table
    }

    private func makeRow(for element: Node, style: ElementStyle) -> LayoutBox {
        let row = LayoutBox(element: element, style: style, role: .tableRow)
        for child in element.childElements {
            let cellStyle = resolver.style(of: child, parent: style)
            guard cellStyle.computed.display != .none else { continue }
            let cell = LayoutBox(element: child, style: cellStyle, role: .tableCell)
            fill(cell, from: child)
            row.children.append(cell)
        }
        return row
    }
}
