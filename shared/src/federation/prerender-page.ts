/**
 * What a prerendered page (written by the landing's build), its inline script, the product
 * host and the shell agree on (docs/adr/0010-prerendered-landing.md).
 */
export const PRERENDER_IDS = {
  /** Wraps the prerendered markup; removed when React's copy takes its place. */
  page: 'gcw-prerender',
  /** The shell's mount point, laid out but invisible until the swap. */
  root: 'root',
  /** `<script type="application/json">` with {@link ShellAssets}, written by the product host. */
  shellAssets: 'gcw-shell-assets',
  /** Where the host writes the shell assets' script tag. */
  shellAssetsMarker: '<!--gcw:shell-assets-->',
  /** A control that only works once the app runs: its click is replayed after the swap. */
  needsApp: 'data-needs-app',
  /** Fired on window once React's page has replaced the prerendered one. */
  adoptedEvent: 'gcw:prerender-adopted',
} as const;

/** The shell's own scripts and styles, in document order, as its built index.html lists them. */
export interface ShellAssets {
  scripts: string[];
  styles: string[];
}

/**
 * Called by the shell once its first page has rendered under a prerendered one: the
 * prerendered copy leaves and the shell's root shows, in the same frame, before the browser
 * paints. Both are laid out the same way, so nothing moves and the scroll position stays. A
 * page that failed to load never calls it: the prerendered page, which works on its own, stays.
 */
export function adoptPrerenderedPage(doc: Document = document): boolean {
  const prerendered = doc.getElementById(PRERENDER_IDS.page);
  if (!prerendered) return false;
  prerendered.remove();
  const root = doc.getElementById(PRERENDER_IDS.root);
  root?.removeAttribute('style');
  root?.removeAttribute('aria-hidden');
  doc.defaultView?.dispatchEvent(new Event(PRERENDER_IDS.adoptedEvent));
  return true;
}
