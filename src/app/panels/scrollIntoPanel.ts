/** The element's nearest ancestor that scrolls on its own (a side panel), not the page. */
function scrollingPanel(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/**
 * Scrolls the panel that holds `el` just enough to show it (its top first when it is taller than the panel).
 * The page itself is left alone: on a phone, where the panels are the page, the player stays where they are.
 */
export function scrollIntoPanel(el: HTMLElement): void {
  const panel = scrollingPanel(el);
  if (!panel) return;
  const box = panel.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  const delta = r.bottom > box.bottom ? Math.min(r.bottom - box.bottom, r.top - box.top) : r.top < box.top ? r.top - box.top : 0;
  if (delta !== 0) panel.scrollBy({ top: delta, behavior: 'smooth' });
}
