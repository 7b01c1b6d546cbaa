import { PRERENDER_IDS } from '@gcw/shared';

import type { RenderedPage } from './render-page';

interface PageDocumentParts extends RenderedPage {
  title: string;
  /** The islands' code, inlined. */
  islands: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

/**
 * The whole prerendered document: its critical CSS inline in the head, the page, the shell's
 * hidden mount point (laid out, so React's copy measures what the visitor sees), the marker
 * where the product host writes the shell's assets, and the islands last.
 */
export function pageDocument({ html, styleTags, title, islands }: PageDocumentParts): string {
  return [
    '<!doctype html>',
    '<html lang="id">',
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="description" content="Pendaftaran Hackathon, Competitive Programming dan Seminar Nasional." />',
    // The shell's public/favicon.svg, at the product's root.
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    `<title>${escapeHtml(title)}</title>`,
    styleTags,
    '</head>',
    '<body>',
    `<div id="${PRERENDER_IDS.page}">${html}</div>`,
    `<div id="${PRERENDER_IDS.root}" style="position:absolute;top:0;left:0;right:0;visibility:hidden" aria-hidden="true"></div>`,
    PRERENDER_IDS.shellAssetsMarker,
    `<script>${islands}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
