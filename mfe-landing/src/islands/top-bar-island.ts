import { NAVBAR_SOLID_AFTER_PX } from '@gcw/shared/contract';

/** The sticky bar turns solid after 20 px (R2.6, R9.7): the same attribute React sets. */
export function startTopBarIsland(root: ParentNode): () => void {
  const bar = root.querySelector<HTMLElement>('header[data-solid]');
  if (!bar) return () => undefined;
  const update = () =>
    bar.setAttribute('data-solid', String(window.scrollY > NAVBAR_SOLID_AFTER_PX));
  // Reading scrollY lays the page out: from the script's own task (at the end of the HTML)
  // that put the page's first layout into the parse, one long task on a slow phone. A page
  // opened scrolled (back, or a #link) is put right in the first frame, before it is painted.
  const frame = requestAnimationFrame(update);
  window.addEventListener('scroll', update, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}
