/// The defaults a browser gives (X)HTML content before any author CSS: what is hidden, what is a block,
/// the margins of paragraphs, headings and lists, the fonts of code and emphasis, the sizes and shifts of
/// `sub`/`sup`. Written after the rendering section of the HTML standard, with the values Chromium uses
/// where the standard leaves room (headings keep their sizes inside sections, `rt` is half size).
enum UserAgentStyleSheet {
    static let text = """
        area, base, basefont, datalist, head, link, meta, noscript, param, rp, script, style, template, title,
        [hidden] { display: none }

        html, body, address, blockquote, center, dialog, div, figure, figcaption, footer, form, header, hr,
        legend, listing, main, p, plaintext, pre, search, xmp, article, aside, h1, h2, h3, h4, h5, h6, hgroup,
        nav, section, dl, dt, dd, ol, ul, menu, dir, details, summary, fieldset, optgroup, frameset, frame,
        math[display="block"] { display: block }

        li { display: list-item }
        table { display: table; border-spacing: 2px; text-indent: 0; box-sizing: border-box }
        caption { display: table-caption; text-align: center }
        colgroup { display: table-column-group }
        col { display: table-column }
        thead { display: table-header-group }
        tbody { display: table-row-group }
        tfoot { display: table-footer-group }
        tr { display: table-row }
        td, th { display: table-cell; padding: 1px; vertical-align: middle }
        th { font-weight: bold; text-align: center }
        ruby { display: ruby }
        rt { display: ruby-text; font-size: 50%; line-height: normal }

        body { margin: 8px }
        p, blockquote, figure, listing, plaintext, pre, xmp, dl, menu, dir, ol, ul {
            margin-block-start: 1em; margin-block-end: 1em }
        blockquote, figure { margin-inline-start: 40px; margin-inline-end: 40px }
        dd { margin-inline-start: 40px }
        ol, ul, menu, dir { padding-inline-start: 40px }
        ol { list-style-type: decimal }
        ul, menu, dir { list-style-type: disc }
        dir ul, menu ul, ol ul, ul ul { list-style-type: circle }
        dir dir ul, dir menu ul, dir ol ul, dir ul ul, menu dir ul, menu menu ul, menu ol ul, menu ul ul,
        ol dir ul, ol menu ul, ol ol ul, ol ul ul, ul dir ul, ul menu ul, ul ol ul, ul ul ul { list-style-type: square }
        dir dir, dir dl, dir menu, dir ol, dir ul, dl dir, dl dl, dl menu, dl ol, dl ul, menu dir, menu dl,
        menu menu, menu ol, menu ul, ol dir, ol dl, ol menu, ol ol, ol ul, ul dir, ul dl, ul menu, ul ol,
        ul ul { margin-block-start: 0; margin-block-end: 0 }

        h1 { font-size: 2em; margin-block-start: 0.67em; margin-block-end: 0.67em }
        h2 { font-size: 1.5em; margin-block-start: 0.83em; margin-block-end: 0.83em }
        h3 { font-size: 1.17em; margin-block-start: 1em; margin-block-end: 1em }
        h4 { margin-block-start: 1.33em; margin-block-end: 1.33em }
        h5 { font-size: 0.83em; margin-block-start: 1.67em; margin-block-end: 1.67em }
        h6 { font-size: 0.67em; margin-block-start: 2.33em; margin-block-end: 2.33em }
        h1, h2, h3, h4, h5, h6, b, strong { font-weight: bolder }

        hr { border-style: inset; border-width: 1px; margin-block-start: 0.5em; margin-block-end: 0.5em;
             margin-inline-start: auto; margin-inline-end: auto; overflow: hidden }
        fieldset { margin-inline-start: 2px; margin-inline-end: 2px; border: 2px groove;
                   padding: 0.35em 0.75em 0.625em }
        legend { padding-inline-start: 2px; padding-inline-end: 2px }

        pre, listing, plaintext, xmp { font-family: monospace; white-space: pre }
        code, kbd, samp, tt { font-family: monospace }
        nobr { white-space: nowrap }
        center { text-align: center }
        i, em, cite, dfn, var, address { font-style: italic }
        small { font-size: smaller }
        big { font-size: larger }
        sub { vertical-align: sub; font-size: smaller }
        sup { vertical-align: super; font-size: smaller }
        math[display="block"] { text-align: center }
        math { font-style: normal; font-weight: normal; line-height: normal; text-indent: 0; font-family: math;
               letter-spacing: normal; word-spacing: normal }
        q::before { content: "\\201C" }
        q::after { content: "\\201D" }
        """
}
