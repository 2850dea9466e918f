extension ComputedStyle {
    /// Takes one property's computed value from another style: how inheritance, `inherit` and
    /// `initial` (copying from `ComputedStyle()`) are applied.
    package mutating func copy(_ property: PropertyName, from other: ComputedStyle) {
        switch property {
        case .fontFamily: fontFamily = other.fontFamily
        case .fontSize:
            fontSize = other.fontSize
            fontSizeKeyword = other.fontSizeKeyword
            isAbsoluteFontSize = other.isAbsoluteFontSize
        case .fontWeight: fontWeight = other.fontWeight
        case .fontStyle: fontStyle = other.fontStyle
        case .fontVariant: isSmallCaps = other.isSmallCaps
        case .lineHeight: lineHeight = other.lineHeight
        case .letterSpacing: letterSpacing = other.letterSpacing
        case .wordSpacing: wordSpacing = other.wordSpacing
        case .textIndent: textIndent = other.textIndent
        case .textAlign: textAlign = other.textAlign
        case .whiteSpace: whiteSpace = other.whiteSpace
        case .textTransform: textTransform = other.textTransform
        case .hyphens: hyphens = other.hyphens
        case .wordBreak: wordBreak = other.wordBreak
        case .overflowWrap: overflowWrap = other.overflowWrap
        case .lineBreak: lineBreak = other.lineBreak
        case .direction: direction = other.direction
        case .writingMode: writingMode = other.writingMode
        case .unicodeBidi: unicodeBidiIsolates = other.unicodeBidiIsolates
        case .listStyleType: listStyleType = other.listStyleType
        case .listStylePosition: listStylePosition = other.listStylePosition
        case .marginTop: marginTop = other.marginTop
        case .marginRight: marginRight = other.marginRight
        case .marginBottom: marginBottom = other.marginBottom
        case .marginLeft: marginLeft = other.marginLeft
        case .paddingTop: paddingTop = other.paddingTop
        case .paddingRight: paddingRight = other.paddingRight
        case .paddingBottom: paddingBottom = other.paddingBottom
        case .paddingLeft: paddingLeft = other.paddingLeft
        case .borderTopWidth: specifiedBorderWidths.top = other.specifiedBorderWidths.top
        case .borderRightWidth: specifiedBorderWidths.right = other.specifiedBorderWidths.right
        case .borderBottomWidth: specifiedBorderWidths.bottom = other.specifiedBorderWidths.bottom
        case .borderLeftWidth: specifiedBorderWidths.left = other.specifiedBorderWidths.left
        case .borderTopStyle: borderTopStyle = other.borderTopStyle
        case .borderRightStyle: borderRightStyle = other.borderRightStyle
        case .borderBottomStyle: borderBottomStyle = other.borderBottomStyle
        case .borderLeftStyle: borderLeftStyle = other.borderLeftStyle
        case .width: width = other.width
        case .height: height = other.height
        case .minWidth: minWidth = other.minWidth
        case .maxWidth: maxWidth = other.maxWidth
        case .minHeight: minHeight = other.minHeight
        case .maxHeight: maxHeight = other.maxHeight
        case .display: display = other.display
        case .float: float = other.float
        case .clear: clear = other.clear
        case .position: position = other.position
        case .verticalAlign: verticalAlign = other.verticalAlign
        case .columnWidth: columnWidth = other.columnWidth
        case .columnCount: columnCount = other.columnCount
        case .columnGap: columnGap = other.columnGap
        case .columnFill: columnFill = other.columnFill
        case .columnSpan: columnSpan = other.columnSpan
        case .breakBefore: breakBefore = other.breakBefore
        case .breakAfter: breakAfter = other.breakAfter
        case .breakInside: breakInside = other.breakInside
        case .zoom: effectiveZoom = other.effectiveZoom
        }
    }
}
