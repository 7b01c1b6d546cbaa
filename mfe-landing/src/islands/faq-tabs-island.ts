/**
 * The FAQ tabs (R2.10) on the prerendered page: the same ARIA states, classes and indicator
 * position MUI's Tabs sets, so the switch to React shows no change.
 */
export function startFaqTabsIsland(root: ParentNode): () => void {
  const list = root.querySelector<HTMLElement>('[aria-label="Kategori FAQ"]');
  if (!list) return () => undefined;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const indicator = list.parentElement?.querySelector<HTMLElement>('.MuiTabs-indicator') ?? null;
  const placeIndicator = (chosen: HTMLButtonElement) => {
    if (!indicator) return;
    indicator.style.left = `${chosen.offsetLeft}px`;
    indicator.style.width = `${chosen.offsetWidth}px`;
  };
  const markSelected = (chosen: HTMLButtonElement) => {
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      tab.classList.toggle('Mui-selected', on);
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !on;
    }
  };
  const select = (chosen: HTMLButtonElement) => {
    markSelected(chosen);
    placeIndicator(chosen);
  };
  const onClick = (event: Event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab) select(tab);
  };
  const onKey = (event: KeyboardEvent) => {
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    next.focus();
    select(next);
  };
  const current = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
  // The first indicator position reads the layout: from the script's own task (at the end of
  // the HTML) that forced the page's first layout into the parse, a long task on a slow
  // phone. In the next frame the browser lays the page out anyway.
  let frame: number | undefined;
  if (current) {
    markSelected(current);
    frame = requestAnimationFrame(() => placeIndicator(current));
  }
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKey);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKey);
  };
}
