import { NAVBAR_SOLID_AFTER_PX } from '@gcw/shared/contract';

/** The sticky bar turns solid after 20 px (SPEC §2, §9): the same attribute React sets. */
export function startTopBarIsland(root: ParentNode): () => void {
  const bar = root.querySelector<HTMLElement>('header[data-solid]');
  if (!bar) return () => undefined;
  const update = () =>
    bar.setAttribute('data-solid', String(window.scrollY > NAVBAR_SOLID_AFTER_PX));
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}
