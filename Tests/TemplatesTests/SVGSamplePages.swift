import DecorModel
@testable import Templates

/// Laid-out pages for the SVG writer's tests, built the way a layout engine would fill the model: a
/// 600 × 800 page with 40px margins and 24px lines, in horizontal-tb (left-to-right English), horizontal-tb
/// right-to-left (Hebrew) or vertical-rl (Japanese, lines succeeding each other right to left).
struct SVGSamplePage {
    static let viewport = PagedViewport(width: 600, height: 800)
    static let frame = PageFrame(index: 0, rect: Rect(x: 0, y: 0, width: 600, height: 800))
    static let margin = 40.0
    static let lineHeight = 24.0
    /// The text box inside each line: 20px of the 24, its baseline 15px below its top.
    static let textInset = 2.0
    static let textSize = 20.0
    static let ascent = 15.0

    var writingMode: WritingMode
    var direction: TextDirection

    static let horizontal = SVGSamplePage(writingMode: .horizontalTB, direction: .ltr)
    static let rightToLeft = SVGSamplePage(writingMode: .horizontalTB, direction: .rtl)
    static let vertical = SVGSamplePage(writingMode: .verticalRL, direction: .ltr)

    var lineTexts: [String] {
        switch (writingMode, direction) {
        case (.horizontalTB, .ltr): [
            "Call me Ishmael. Some years ago—never mind how long",
            "precisely—having little or no money in my purse, and",
            "nothing particular to interest me on shore, I thought I",
            "would sail about a little and see the watery part of",
            "the world. It is a way I have of driving off the spleen",
            "and regulating the circulation. Whenever I find myself",
            "growing grim about the mouth; whenever it is a damp,",
            "drizzly November in my soul; whenever I find myself",
            "involuntarily pausing before coffin warehouses, and",
            "bringing up the rear of every funeral I meet; and",
        ]
        case (.horizontalTB, .rtl): [
            "בראשית ברא אלהים את השמים ואת הארץ",
            "והארץ היתה תהו ובהו וחשך על פני תהום",
            "ורוח אלהים מרחפת על פני המים",
            "ויאמר אלהים יהי אור ויהי אור",
            "וירא אלהים את האור כי טוב",
            "ויבדל אלהים בין האור ובין החשך",
            "ויקרא אלהים לאור יום ולחשך קרא לילה",
            "ויהי ערב ויהי בקר יום אחד",
            "ויאמר אלהים יהי רקיע בתוך המים",
            "ויהי מבדיל בין מים למים",
        ]
        default: [
            "吾輩は猫である。名前はまだ無い。どこで生れたかとんと",
            "見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー",
            "泣いていた事だけは記憶している。吾輩はここで始めて人間",
            "というものを見た。しかもあとで聞くとそれは書生という人",
            "間中で一番獰悪な種族であったそうだ。この書生というのは",
            "時々我々を捕えて煮て食うという話である。しかしその当時",
            "は何という考もなかったから別段恐しいとも思わなかった。",
            "ただ彼の掌に載せられてスーと持ち上げられた時何だかフワ",
            "フワした感じがあったばかりである。掌の上で少し落ちつい",
            "て書生の顔を見たのがいわゆる人間というものの見始であろう",
        ]
        }
    }

    var font: RunFont {
        switch (writingMode, direction) {
        case (.horizontalTB, .ltr): RunFont(family: "DejaVu Serif", size: 16)
        case (.horizontalTB, .rtl): RunFont(family: "DejaVu Sans", size: 16)
        default: RunFont(family: "IPAMincho", size: 16)
        }
    }

    /// The text box of the part of line `line` from `start` to `end` pixels along it (from the line's
    /// start: the left, the right in right-to-left text, the top in vertical text).
    func rect(line: Int, from start: Double, to end: Double) -> Rect {
        let blockStart = Self.margin + Double(line) * Self.lineHeight + Self.textInset
        switch (writingMode, direction) {
        case (.horizontalTB, .ltr):
            return Rect(x: Self.margin + start, y: blockStart, width: end - start, height: Self.textSize)
        case (.horizontalTB, .rtl):
            return Rect(x: Self.frame.rect.width - Self.margin - end, y: blockStart, width: end - start, height: Self.textSize)
        default:
            return Rect(x: Self.frame.rect.width - blockStart - Self.textSize, y: Self.margin + start, width: Self.textSize, height: end - start)
        }
    }

    /// Each line as one run filling the text box of its length (8px per character across, 16px down).
    var content: LaidOutContent {
        let runs = lineTexts.enumerated().map { line, text in
            let length = Double(text.count) * (writingMode.isVertical ? 16 : 8.4)
            let box = rect(line: line, from: 0, to: length)
            let baseline = writingMode.isVertical ? box.x + box.width / 2 : box.y + Self.ascent
            return TextRun(text: text, box: box, baseline: baseline, font: font, writingMode: writingMode, direction: direction)
        }
        let figure = rect(line: 11, from: 0, to: 300)
        let replaced = ReplacedBox(kind: .image, rect: writingMode.isVertical
            ? Rect(x: figure.x - 100, y: figure.y, width: 120, height: figure.height)
            : Rect(x: figure.x, y: figure.y, width: figure.width, height: 120), alt: "The Pequod")
        return LaidOutContent(runs: runs, replacedBoxes: [replaced], writingMode: writingMode, direction: direction)
    }

    /// One decoration per style, on lines of their own, as the rect pipeline gives their line boxes.
    func styleGroups() throws -> [DrawnGroup] {
        func drawn(_ id: String, _ style: String, _ lines: [Rect]) throws -> DrawnDecoration {
            DrawnDecoration(decoration: try TestDecorations.decoration(id: id, style: style, templates: Self.templates),
                            lines: lines, writingMode: writingMode)
        }
        return [
            DrawnGroup(name: "user-highlights", decorations: [
                try drawn("1", ##"{"type": "highlight", "tint": "#FFD700"}"##, [rect(line: 0, from: 0, to: 120), rect(line: 1, from: 0, to: 80)]),
                try drawn("2", ##"{"type": "highlight", "tint": "#7FDBFF", "isActive": true}"##, [rect(line: 2, from: 40, to: 160)]),
                try drawn("3", #"{"type": "underline", "tint": "red"}"#, [rect(line: 3, from: 16, to: 140)]),
                try drawn("4", ##"{"type": "strikethrough", "tint": "#333"}"##, [rect(line: 4, from: 100, to: 200)]),
                try drawn("5", #"{"type": "outline", "tint": "green"}"#, [rect(line: 5, from: 50, to: 150)]),
                try drawn("6", ##"{"type": "squiggly", "tint": "#E00"}"##, [rect(line: 6, from: 20, to: 61)]),
                try drawn("7", ##"{"type": "marginIcon", "symbol": "✎", "tint": "#0074D9"}"##, [rect(line: 7, from: 30, to: 90)]),
                try drawn("8", #"{"type": "note", "text": "who is he?", "tint": "orange"}"#, [rect(line: 9, from: 60, to: 180)]),
            ]),
            DrawnGroup(name: "search", decorations: [
                try drawn("9", #"{"type": "sidemark", "tint": "purple"}"#, [rect(line: 8, from: 0, to: 60), rect(line: 9, from: 0, to: 40)]),
            ]),
        ]
    }

    /// A registered style drawn over the page's width across the range's lines.
    static let templates = #"{"sidemark": {"layout": "bounds", "width": "page", "element": "<div class=\"sidemark\"/>"}}"#
}

extension SVGSamplePage {
    static func styleTemplates() throws -> StyleTemplates {
        try StyleTemplates(file: TestDecorations.file(#"{"groups": {}, "templates": \#(templates)}"#))
    }

    /// The page drawn with the sample decorations.
    func svg(options: SVGSnapshotWriter.Options = SVGSnapshotWriter.Options()) throws -> String {
        let writer = SVGSnapshotWriter(templates: try Self.styleTemplates(), viewport: Self.viewport, options: options)
        return try writer.svg(page: Self.frame, content: content, groups: try styleGroups())
    }
}

extension SVGSamplePage {
    /// The page's layer with the given class (`decor-decorations`, `decor-content`, `decor-callouts`), as
    /// written in the page's file.
    func layer(_ className: String, options: SVGSnapshotWriter.Options = SVGSnapshotWriter.Options()) throws -> String {
        let writer = SVGSnapshotWriter(templates: try Self.styleTemplates(), viewport: Self.viewport, options: options)
        let document = try writer.document(page: Self.frame, content: content, groups: try styleGroups())
        for case .element(let element) in document.root.children where element.attribute("class") == className {
            return element.markup
        }
        return ""
    }
}

extension SVGElement {
    /// The element as the document writes it at the root's depth.
    var markup: String {
        var output = ""
        write(to: &output, indent: 0)
        return output
    }
}
