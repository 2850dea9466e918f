// decor live runtime: re-lays out decoration boxes from the browser's own Range.getClientRects() when the
// window, the fonts or the columns change, and reports clicks and hovers on activable decorations.
// Self-contained (no network), no eval, never parses strings as markup: it only clones elements decor wrote and sets styles
// through the CSSOM, so it runs under a strict Content-Security-Policy with a nonce.
// The rect pipeline mirrors Sources/Templates/RectPipeline (LineBoxes, DecorationBoxes): keep them in step.
(function () {
  'use strict';

  const TOLERANCE = 1;
  const REPLACED = new Set(['img', 'svg', 'math', 'video', 'canvas', 'iframe', 'object', 'embed']);

  const dataElement = document.getElementById('decor-ranges');
  if (!dataElement) return;
  let data = JSON.parse(dataElement.textContent);
  const items = [];

  // Ranges: rebuilt from child-index paths below <body> and DOM offsets, never by matching text.
  function nodeAt(path) {
    let node = document.body;
    for (const index of path) {
      node = node && node.childNodes[index];
    }
    return node || null;
  }

  function rangeOf(item) {
    const start = nodeAt(item.start.path);
    const end = nodeAt(item.end.path);
    if (!start || !end) return null;
    const range = document.createRange();
    try {
      range.setStart(start, item.start.offset);
      range.setEnd(end, item.end.offset);
    } catch (error) {
      return null;
    }
    return range;
  }

  function toDocument(rect) {
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  }

  function containsNode(range, node) {
    const whole = document.createRange();
    whole.selectNode(node);
    return range.compareBoundaryPoints(Range.START_TO_START, whole) <= 0 &&
      range.compareBoundaryPoints(Range.END_TO_END, whole) >= 0;
  }

  // Measures per text node piece, so that no block box of a containing paragraph gets in.
  function measure(range) {
    const pieces = [];
    const replaced = [];
    const walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      if (!range.intersectsNode(node)) continue;
      if (node.nodeType === Node.TEXT_NODE) {
        const start = node === range.startContainer ? range.startOffset : 0;
        const end = node === range.endContainer ? range.endOffset : node.length;
        if (end <= start) continue;
        const piece = document.createRange();
        piece.setStart(node, start);
        piece.setEnd(node, end);
        pieces.push(Array.from(piece.getClientRects(), toDocument));
      } else if (REPLACED.has(node.localName) && containsNode(range, node)) {
        replaced.push(toDocument(node.getBoundingClientRect()));
      }
    }
    return pieces.flat().concat(replaced);
  }

  function writingModeOf(range) {
    const node = range.startContainer;
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    const mode = element ? getComputedStyle(element).writingMode : 'horizontal-tb';
    if (mode === 'vertical-rl' || mode === 'sideways-rl') return 'vertical-rl';
    if (mode === 'vertical-lr' || mode === 'sideways-lr') return 'vertical-lr';
    return 'horizontal-tb';
  }

  // Logical coordinates: i along the lines, b across them, both in reading order.
  function logical(rect, mode) {
    if (mode === 'horizontal-tb') return { i0: rect.x, i1: rect.x + rect.width, b0: rect.y, b1: rect.y + rect.height };
    if (mode === 'vertical-lr') return { i0: rect.y, i1: rect.y + rect.height, b0: rect.x, b1: rect.x + rect.width };
    return { i0: rect.y, i1: rect.y + rect.height, b0: -(rect.x + rect.width), b1: -rect.x };
  }

  function physical(rect, mode) {
    if (mode === 'horizontal-tb') return { x: rect.i0, y: rect.b0, width: rect.i1 - rect.i0, height: rect.b1 - rect.b0 };
    if (mode === 'vertical-lr') return { x: rect.b0, y: rect.i0, width: rect.b1 - rect.b0, height: rect.i1 - rect.i0 };
    return { x: -rect.b1, y: rect.i0, width: rect.b1 - rect.b0, height: rect.i1 - rect.i0 };
  }

  function union(a, b) {
    return { i0: Math.min(a.i0, b.i0), i1: Math.max(a.i1, b.i1), b0: Math.min(a.b0, b.b0), b1: Math.max(a.b1, b.b1) };
  }

  function contains(outer, inner) {
    return inner.i0 >= outer.i0 - TOLERANCE && inner.i1 <= outer.i1 + TOLERANCE &&
      inner.b0 >= outer.b0 - TOLERANCE && inner.b1 <= outer.b1 + TOLERANCE;
  }

  function byBlockThenInline(a, b) {
    return a.b0 - b.b0 || a.i0 - b.i0;
  }

  function mergeTouching(rects) {
    const lines = [];
    for (const rect of rects.slice().sort(byBlockThenInline)) {
      const line = lines.findLast((candidate) => Math.abs(candidate[0].b0 - rect.b0) <= TOLERANCE &&
        Math.abs(candidate[0].b1 - rect.b1) <= TOLERANCE);
      if (line) line.push(rect); else lines.push([rect]);
    }
    const merged = [];
    for (const line of lines) {
      const start = merged.length;
      for (const rect of line.sort((a, b) => a.i0 - b.i0)) {
        const last = merged.length > start ? merged[merged.length - 1] : null;
        if (last && rect.i0 <= last.i1 + TOLERANCE) merged[merged.length - 1] = union(last, rect);
        else merged.push(rect);
      }
    }
    return merged;
  }

  function ordered(rects) {
    const lines = [];
    for (const rect of rects.slice().sort(byBlockThenInline)) {
      const centre = (rect.b0 + rect.b1) / 2;
      const last = lines[lines.length - 1];
      if (last && centre >= last.extent.b0 && centre <= last.extent.b1) {
        last.extent = union(last.extent, rect);
        last.rects.push(rect);
      } else {
        lines.push({ extent: rect, rects: [rect] });
      }
    }
    return lines.flatMap((line) => line.rects.sort((a, b) => a.i0 - b.i0));
  }

  // Line boxes: merge touching rects on a line, drop thin and contained ones, order by line then inline.
  function lineBoxes(measured, mode) {
    const merged = mergeTouching(measured.map((rect) => logical(rect, mode)))
      .filter((rect) => rect.i1 - rect.i0 > TOLERANCE && rect.b1 - rect.b0 > TOLERANCE);
    const kept = merged.filter((rect, index) => !merged.some((other, otherIndex) =>
      otherIndex !== index && contains(other, rect) && (!contains(rect, other) || otherIndex < index)));
    return ordered(kept);
  }

  function fit(rect, width, bounds, page, viewport) {
    const result = Object.assign({}, rect);
    if (width === 'bounds') {
      result.i0 = bounds.i0;
      result.i1 = bounds.i1;
    } else if (width === 'page' || width === 'viewport') {
      const size = width === 'page' ? page : viewport;
      result.i0 = Math.floor(rect.i0 / size) * size;
      result.i1 = result.i0 + size;
    }
    return result;
  }

  function columns(lines, page) {
    const byColumn = new Map();
    for (const line of lines) {
      const column = Math.floor(line.i0 / page);
      byColumn.set(column, byColumn.has(column) ? union(byColumn.get(column), line) : line);
    }
    return Array.from(byColumn.keys()).sort((a, b) => a - b).map((column) => byColumn.get(column));
  }

  function columnCount() {
    if (data.columnCount > 0) return data.columnCount;
    const count = parseInt(getComputedStyle(document.documentElement).columnCount, 10);
    return count > 0 ? count : 1;
  }

  // Decoration boxes for a template's layout and width (decorations.md's table), in document coordinates.
  function decorationBoxes(lines, layout, width, mode) {
    if (lines.length === 0) return [];
    const viewport = mode === 'horizontal-tb' ? window.innerWidth : window.innerHeight;
    const page = viewport / columnCount();
    const bounds = lines.reduce(union);
    let fitted;
    if (layout === 'bounds') fitted = [fit(bounds, width, bounds, page, viewport)];
    else if (layout === 'continuousBounds') fitted = columns(lines, page).map((column) => fit(column, width, column, page, viewport));
    else fitted = lines.map((line) => fit(line, width, bounds, page, viewport));
    return fitted.map((rect) => physical(rect, mode));
  }

  function place(item, boxes, mode) {
    const origin = item.container.getBoundingClientRect();
    const originX = origin.left + window.scrollX;
    const originY = origin.top + window.scrollY;
    const elements = boxes.map((box) => {
      const element = item.prototype.cloneNode(true);
      // Re-applied through the CSSOM: a strict CSP blocks style attributes, not style properties.
      element.style.cssText = item.templateStyle;
      element.style.setProperty('position', 'absolute');
      element.style.setProperty('left', (box.x - originX) + 'px');
      element.style.setProperty('top', (box.y - originY) + 'px');
      element.style.setProperty('width', box.width + 'px');
      element.style.setProperty('height', box.height + 'px');
      element.setAttribute('data-writing-mode', mode);
      return element;
    });
    while (item.holder.firstChild) item.holder.removeChild(item.holder.firstChild);
    for (const element of elements) item.holder.appendChild(element);
  }

  function layout() {
    for (const item of items) {
      const mode = writingModeOf(item.range);
      item.boxes = decorationBoxes(lineBoxes(measure(item.range), mode), item.layout, item.width, mode);
      item.writingMode = mode;
      place(item, item.boxes, mode);
    }
  }

  // Hit testing: the most recently added decoration (last in the data) first, activable groups only.
  function hit(x, y) {
    for (let index = items.length - 1; index >= 0; index--) {
      const item = items[index];
      if (!item.activable) continue;
      for (const element of item.holder.children) {
        const rect = element.getBoundingClientRect();
        if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return item;
      }
    }
    return null;
  }

  function clientRect(item) {
    const rects = Array.from(item.holder.children, (element) => element.getBoundingClientRect());
    if (rects.length === 0) return { left: 0, top: 0, width: 0, height: 0 };
    const left = Math.min(...rects.map((rect) => rect.left));
    const top = Math.min(...rects.map((rect) => rect.top));
    const right = Math.max(...rects.map((rect) => rect.right));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return { left: left, top: top, width: right - left, height: bottom - top };
  }

  function targetOrigin() {
    if (typeof data.targetOrigin === 'string') return data.targetOrigin;
    return window.location.origin && window.location.origin !== 'null' ? window.location.origin : null;
  }

  function dispatch(type, item, x, y) {
    const detail = { id: item.id, group: item.group, rect: clientRect(item), point: { x: x, y: y } };
    document.dispatchEvent(new CustomEvent(type, { detail: detail }));
    const origin = targetOrigin();
    if (window.parent !== window && origin) {
      try {
        window.parent.postMessage(Object.assign({ type: type }, detail), origin);
      } catch (error) {
        // A malformed target origin must not break the page's own handlers.
      }
    }
  }

  let hovered = null;
  function hover(item, x, y) {
    if (item === hovered) return;
    if (hovered) dispatch('decoration-unhovered', hovered, x, y);
    hovered = item;
    if (item) dispatch('decoration-hovered', item, x, y);
  }

  let layoutPending = false;
  function scheduleLayout() {
    if (layoutPending) return;
    layoutPending = true;
    requestAnimationFrame(() => {
      layoutPending = false;
      layout();
    });
  }

  let pointer = null;
  function trackPointer(event) {
    const pending = pointer !== null;
    pointer = { x: event.clientX, y: event.clientY };
    if (pending) return;
    requestAnimationFrame(() => {
      hover(hit(pointer.x, pointer.y), pointer.x, pointer.y);
      pointer = null;
    });
  }

  // Items from the data block and the holders decor wrote; run again after a page's decorations change.
  function collect() {
    items.length = 0;
    hovered = null;
    for (const group of data.groups) {
      const container = document.getElementById(group.container);
      if (!container) continue;
      for (const entry of group.items) {
        const holder = document.getElementById(entry.element);
        const range = rangeOf(entry);
        const first = holder && holder.firstElementChild;
        if (!range || !first) continue;
        const prototype = first.cloneNode(true);
        prototype.removeAttribute('hidden');
        items.push({
          id: entry.id, group: group.group, activable: group.activable, layout: entry.layout, width: entry.width,
          container: container, holder: holder, range: range, prototype: prototype,
          templateStyle: first.getAttribute('style') || '', boxes: [], writingMode: 'horizontal-tb',
        });
      }
    }
  }

  function start() {
    collect();
    layout();
    window.addEventListener('resize', scheduleLayout);
    if (document.fonts) {
      document.fonts.ready.then(scheduleLayout);
      document.fonts.addEventListener('loadingdone', scheduleLayout);
    }
    if (window.ResizeObserver) {
      const observer = new ResizeObserver(scheduleLayout);
      observer.observe(document.documentElement);
      observer.observe(document.body);
    }
    document.addEventListener('click', (event) => {
      const item = hit(event.clientX, event.clientY);
      if (item) dispatch('decoration-activated', item, event.clientX, event.clientY);
    });
    document.addEventListener('pointermove', trackPointer, { passive: true });
    document.documentElement.addEventListener('pointerleave', (event) => hover(null, event.clientX, event.clientY));
  }

  // A hook for tests and for readers' own scripts: the computed boxes, a re-layout, a hit test.
  window.__decor = {
    boxes: () => items.map((item) => ({ id: item.id, group: item.group, writingMode: item.writingMode, boxes: item.boxes })),
    layout: layout,
    hitTest: (x, y) => {
      const item = hit(x, y);
      return item ? { id: item.id, group: item.group } : null;
    },
    // For scripts that rewrite the data block and the holders in place (decor serve's live updates).
    refresh: () => {
      data = JSON.parse(dataElement.textContent);
      collect();
      layout();
    },
  };

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();
