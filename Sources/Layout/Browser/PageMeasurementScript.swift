/// The JavaScript the browser backend runs in the page. Called with `{task: "text"}` it returns the
/// body's text (its text nodes, script and style left out, concatenated). Called with
/// `{task: "measure", css, styleID, family, ranges}` it installs the reading stylesheet, waits for the
/// fonts and two animation frames, and returns the document's facts, the client rects of the whole
/// body content and, for each range (`{chars: [s, e]}` or `{start, end}` boundaries), its full text,
/// bounding rect, client rects and text-node rects as `[x, y, width, height]` — or `{error}`.
/// Pages, page counts and text abbreviation are left to Swift (`PageModel`, `MeasuredRange`), which
/// every engine shares.
enum PageMeasurementScript {
    static let source = #"""
    async (cfg) => {
      const doc = document, root = doc.documentElement, body = doc.body || root;
      const inScriptOrStyle = (node) => {
        for (let up = node.parentNode; up && up !== body; up = up.parentNode)
          if (up.localName === 'script' || up.localName === 'style') return true;
        return false;
      };
      const textNodes = [];
      const walker = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (!inScriptOrStyle(node)) textNodes.push(node);
      if (cfg.task === 'text') return textNodes.map(node => node.data).join('');

      const parseError = doc.getElementsByTagNameNS('*', 'parsererror').length > 0;
      let sheet = doc.getElementById(cfg.styleID);
      if (!sheet) {
        sheet = doc.createElementNS('http://www.w3.org/1999/xhtml', 'style');
        sheet.id = cfg.styleID;
        (doc.head || root).appendChild(sheet);
      }
      sheet.textContent = cfg.css;
      void root.offsetHeight;  // style and layout now, so that the @font-face loads start
      if (cfg.family)
        for (const weight of ['normal', 'bold'])
          for (const style of ['normal', 'italic'])
            try { await doc.fonts.load(`${style} ${weight} 16px "${cfg.family}"`); } catch (ignored) {}
      await doc.fonts.ready;
      await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));

      const quad = (rect) => [rect.x, rect.y, rect.width, rect.height];
      const starts = [];
      let total = 0;
      for (const node of textNodes) { starts.push(total); total += node.data.length; }
      const rootStyle = getComputedStyle(root), bodyStyle = getComputedStyle(body);
      const scroller = doc.scrollingElement || root;
      const facts = {
        content_type: doc.contentType, parse_error: parseError,
        viewport: {width: innerWidth, height: innerHeight,
                   client_width: root.clientWidth, client_height: root.clientHeight},
        scroll_width: scroller.scrollWidth, scroll_height: scroller.scrollHeight,
        scroll_x: scrollX, scroll_y: scrollY,
        writing_mode: rootStyle.writingMode, direction: rootStyle.direction,
        epub_writing_mode_raw: rootStyle.getPropertyValue('-epub-writing-mode') || null,
        body_font_family: bodyStyle.fontFamily, body_font_size: bodyStyle.fontSize,
        body_line_height: bodyStyle.lineHeight,
        font_check: cfg.family ? doc.fonts.check(`16px "${cfg.family}"`) : null,
        fonts_status: [...doc.fonts].slice(0, 40).map(face =>
          ({family: face.family, weight: face.weight, style: face.style, status: face.status})),
        body_text_length: total,
      };
      const everything = doc.createRange();
      everything.selectNodeContents(body);
      const contentRects = [...everything.getClientRects()].map(quad);

      // A body-text offset as a (text node, offset) point: the last node starting at or before it;
      // a range's start moves on past nodes that end exactly there.
      const locate = (position, isStart) => {
        if (!textNodes.length) throw new Error('the body has no text');
        let low = 0, high = textNodes.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if (starts[middle] <= position) low = middle; else high = middle - 1;
        }
        if (isStart)
          while (low + 1 < textNodes.length && starts[low + 1] === position
                 && position - starts[low] === textNodes[low].data.length) low++;
        return [textNodes[low], position - starts[low]];
      };
      const point = (boundary) => {
        const element = boundary.selector ? doc.querySelector(boundary.selector) : body;
        if (!element) throw new Error('selector not found: ' + boundary.selector);
        const inElement = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let node = inElement.nextNode();
        for (let index = 0; node && index < boundary.text; index++) node = inElement.nextNode();
        if (!node) throw new Error(`text node #${boundary.text} not found under ${boundary.selector}`);
        if (boundary.offset > node.data.length)
          throw new Error(`offset ${boundary.offset} > length ${node.data.length}`);
        return [node, boundary.offset];
      };
      const measure = (spec) => {
        const range = doc.createRange();
        const [start, end] = spec.chars
          ? [locate(spec.chars[0], true), locate(spec.chars[1], false)]
          : [point(spec.start), point(spec.end)];
        range.setStart(...start);
        range.setEnd(...end);
        const textRects = [];
        const common = range.commonAncestorContainer;
        const iterator = doc.createNodeIterator(
          common.nodeType === Node.TEXT_NODE ? common.parentNode : common, NodeFilter.SHOW_TEXT);
        for (let node = iterator.nextNode(); node; node = iterator.nextNode()) {
          if (!range.intersectsNode(node)) continue;
          const piece = doc.createRange();
          piece.selectNodeContents(node);
          if (node === range.startContainer) piece.setStart(node, range.startOffset);
          if (node === range.endContainer) piece.setEnd(node, range.endOffset);
          if (piece.collapsed) continue;
          for (const rect of piece.getClientRects())
            if (rect.width > 0 || rect.height > 0) textRects.push(quad(rect));
        }
        return {text: range.toString(), bbox: quad(range.getBoundingClientRect()),
                rects: [...range.getClientRects()].map(quad), text_rects: textRects};
      };
      const ranges = cfg.ranges.map(spec => {
        try { return measure(spec); } catch (error) { return {error: String(error && error.message || error)}; }
      });
      return {document: facts, content_rects: contentRects, ranges};
    }
    """#
}
