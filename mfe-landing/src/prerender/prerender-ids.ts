/**
 * The names the prerendered page, its script, the product host and the landing's React pages
 * agree on (docs/adr/0010-prerendered-landing.md). All of them belong to the landing remote
 * except `shellAssets`, which the product host fills in.
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
