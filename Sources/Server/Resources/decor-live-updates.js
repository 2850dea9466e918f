// decor serve's live updates: applies the group diffs of the reader's event stream to this page in place.
// For each diff touching this page it re-reads the page once, takes the holders of the added and updated
// decorations from it, removes those of the removed ones, renumbers the rest as the new page numbers them,
// replaces the data block and the stylesheet, and lets the runtime rebuild ranges in this DOM and re-lay
// out (`__decor.refresh()`). The text of the page is never touched, so no reload and no scroll jump.
// The stream opens with the revision of the reader's groups; when it is not the one this page was rendered
// at (a diff was sent before the stream opened, or while it reconnected), every decoration of the page is
// replaced by the fresh page's.
(function () {
  'use strict';

  const configElement = document.getElementById('decor-live-config');
  if (!configElement || !window.EventSource || !window.DOMParser) return;
  const config = JSON.parse(configElement.textContent);

  function containers(root) {
    return Array.from(root.querySelectorAll('div[data-group]')).filter((element) => /^r2-decoration-\d+$/.test(element.id));
  }

  function containerOf(root, group) {
    return containers(root).find((element) => element.getAttribute('data-group') === group) || null;
  }

  function holderOf(container, id) {
    if (!container) return null;
    return Array.from(container.children).find((element) => element.getAttribute('data-decoration-id') === id) || null;
  }

  async function freshPage() {
    const response = await fetch(config.page, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error('decor: the page answered ' + response.status);
    const type = (response.headers.get('content-type') || '').split(';')[0].trim();
    return new DOMParser().parseFromString(await response.text(), type === 'text/html' ? 'text/html' : 'application/xhtml+xml');
  }

  function applyChanges(entries, fresh) {
    for (const entry of entries) {
      const freshContainer = containerOf(fresh, entry.group);
      let container = containerOf(document, entry.group);
      if (!container && freshContainer) {
        container = document.importNode(freshContainer, false);
        document.body.appendChild(container);
      }
      if (!container) continue;
      for (const change of entry.changes) {
        const id = change.kind === 'remove' ? change.id : change.decoration.id;
        const current = holderOf(container, id);
        if (current) current.remove();
        const replacement = change.kind === 'remove' ? null : holderOf(freshContainer, id);
        if (replacement) container.appendChild(document.importNode(replacement, true));
      }
    }
  }

  // Element ids and order as the fresh page has them, so the new data block names the right holders.
  function renumber(fresh) {
    for (const freshContainer of containers(fresh)) {
      const container = containerOf(document, freshContainer.getAttribute('data-group'));
      if (!container) continue;
      container.id = freshContainer.id;
      document.body.appendChild(container);
      for (const freshHolder of Array.from(freshContainer.children)) {
        const holder = holderOf(container, freshHolder.getAttribute('data-decoration-id'));
        if (!holder) continue;
        holder.id = freshHolder.id;
        container.appendChild(holder);
      }
    }
  }

  function replaceData(fresh) {
    const data = document.getElementById('decor-ranges');
    const freshData = fresh.getElementById('decor-ranges');
    if (!data || !freshData) return;
    data.textContent = freshData.textContent;
    const style = data.previousElementSibling;
    const freshStyle = freshData.previousElementSibling;
    if (style && freshStyle && style.localName === 'style' && freshStyle.localName === 'style') style.textContent = freshStyle.textContent;
  }

  function replaceAll(fresh) {
    for (const container of containers(document)) container.remove();
    for (const freshContainer of containers(fresh)) document.body.appendChild(document.importNode(freshContainer, true));
    replaceData(fresh);
  }

  function revisionOf(fresh) {
    const element = fresh.getElementById('decor-live-config');
    return element ? JSON.parse(element.textContent).revision : null;
  }

  function finish(detail) {
    if (window.__decor && window.__decor.refresh) window.__decor.refresh();
    document.dispatchEvent(new CustomEvent('decorations-updated', { detail: detail }));
  }

  const live = { connected: false, revision: config.revision };
  window.__decorLive = live;

  async function apply(entries, eventRevision) {
    const fresh = await freshPage();
    applyChanges(entries, fresh);
    renumber(fresh);
    replaceData(fresh);
    live.revision = revisionOf(fresh) || eventRevision;
    finish({ changes: entries });
  }

  async function resynchronize() {
    const fresh = await freshPage();
    replaceAll(fresh);
    live.revision = revisionOf(fresh);
    finish({ changes: null, resynchronized: true });
  }

  let pending = Promise.resolve();
  function then(step) {
    pending = pending.then(step).catch((error) => console.error(error));
  }
  const source = new EventSource(config.events);
  source.addEventListener('open', () => {
    live.connected = true;
  });
  source.addEventListener('revision', (event) => {
    const current = JSON.parse(event.data).revision;
    then(() => (current === live.revision ? null : resynchronize()));
  });
  source.addEventListener('diff', (event) => {
    const entries = JSON.parse(event.data).filter((entry) => entry.href === config.href);
    then(() => {
      if (entries.length > 0) return apply(entries, event.lastEventId);
      live.revision = event.lastEventId;
      return null;
    });
  });
})();
