import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { WORKSPACE_ROOT } from './bench-config';
import { markdownTable } from './format';
import type { Table } from './format';

export const DOC_FILE = path.join(WORKSPACE_ROOT, 'docs', 'performance.md');
const HEADING = '## Web (Lighthouse)';

export interface RunInfo {
  date: string;
  commit: string;
  uncommitted: boolean;
  runs: number;
  environment: string;
}

const DEFINITIONS = `### What each figure is

- **Runs.** Lighthouse 13 through its Node API with its default settings, on Debian's Chromium
  started fresh (new profile, empty cache) for every run: mobile is Lighthouse's default
  (Moto G Power screen, simulated slow 4G: 150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU),
  desktop its \`desktop\` preset. Categories performance, accessibility and best practices.
  Each figure is its own median over the runs.
- **Signed-in \`/dashboard/profile\`.** A student registered through the API; before each run a
  fresh session is put into the origin's localStorage (\`gcw:session\`, where the shell restores it
  from) through Playwright over Chromium's DevTools port. Lighthouse's storage reset before the
  navigation empties the HTTP cache and other storage but not localStorage, so the page starts
  cold and signed in. A run that does not end on the measured path counts as failed.
- **Score, FCP, LCP, TBT, CLS, total bytes.** Lighthouse's own values (simulated throttling);
  total bytes is \`total-byte-weight\`, the bytes on the wire of every request of the load.
- **JS before first paint.** Bytes on the wire (compressed body and headers, Lighthouse's
  transfer size) of every script whose download had ended at the first contentful paint. Read
  from Lighthouse's devtools log and the observed paint time in its trace: the same
  (unthrottled) load.
- **Requests.** Every HTTP request in Lighthouse's devtools log of the load.
- **Request waves before LCP.** The requests that started before the observed largest
  contentful paint, in start order; a request that starts after every request of the current
  wave has ended opens a new wave, any other joins it. The count is the number of round trips
  the page waited through one after another (on this unthrottled loopback, a gap of script
  work between two requests separates them too, as it would on a phone). The favicon, which the
  browser requests on its own and no paint waits for, is left out.
- **Duplicated bytes.** A module is an original source file: the path after the last
  \`node_modules/\`, or the path in the workspace, read from source maps. The product's builds
  have no source maps (Rsbuild's production default), so the bench builds the five apps again
  with \`rsbuild build --source-map\` into a scratch folder; those chunks differ from the
  product's only by the \`sourceMappingURL\` comment, and are matched to them by file name
  without the content hash. A module's gzip bytes in a chunk are its share of the chunk's
  generated code times the chunk's gzip size. Duplicated bytes are, over the modules present
  in more than one of the chunks considered, their bytes beyond the largest copy. Bundler
  runtime code (the bootstrap and the federation's generated glue) belongs to no module and is
  not counted. Chunks considered: those a page loaded (its first mobile run), those the three
  pages load together, or every chunk of the five builds (which includes the fallback copies
  of shared libraries each remote ships and does not load while the shell provides them).
- **The floor.** The landing remote's \`LandingPage\` built by the bench as one plain Rsbuild app
  (\`e2e/bench/floor/\`: one JS bundle, no federation), inside the providers the shell gives a
  remote (the store on \`@gcw/shared\`'s root reducer, the MUI theme, snackbars, a router) and
  the shell's \`index.html\`, served by the product's own static host (same compression and
  headers). The ratio is product / floor.
- **Tap to sign-in.** Playwright with the same Chromium, Lighthouse's mobile device (412x823 at
  1.75, touch, its user agent) and its mobile network and CPU throttling applied for real
  through the DevTools protocol with the values Lighthouse uses for that (request latency
  562.5 ms = 150 ms RTT x 3.75, 1474.56 kbit/s down, 675 kbit/s up, CPU 4x). A cold load of
  \`/\` until the network is idle, a tap on the top bar's "Login", and the time until the Email
  field is visible and enabled (the first animation frame in which it is), both ends in the
  page's clock. Median of the runs.
`;

export function webSection(info: RunInfo, tables: Table[], notes: string[]): string {
  const commit = `\`${info.commit}\`${info.uncommitted ? ' (with uncommitted changes in the work tree)' : ''}`;
  return [
    HEADING,
    '',
    `- Date: ${info.date}`,
    `- Commit: ${commit}`,
    `- Command: \`pnpm bench:web\` (${info.runs} ${info.runs === 1 ? 'run' : 'runs'} of each page)`,
    `- Machine: ${info.environment}`,
    '',
    'A benchmark, not a test: it prints each figure next to its goal and fails on none of them.',
    'Figures of a shared 2-core machine move by a few points from run to run.',
    '',
    ...tables.flatMap((table) => [`### ${table.title}`, '', markdownTable(table), '']),
    ...(notes.length > 0 ? ['### Notes of this run', '', ...notes.map((n) => `- ${n}`), ''] : []),
    DEFINITIONS,
  ].join('\n');
}

/** Replaces the web section of docs/performance.md (or adds it), keeping everything else. */
export function writeWebSection(section: string) {
  const current = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, 'utf8') : '# Performance\n';
  const start = current.indexOf(`${HEADING}\n`);
  let next: string;
  if (start < 0) {
    next = `${current.trimEnd()}\n\n${section.trimEnd()}\n`;
  } else {
    const after = current.slice(start + HEADING.length);
    const end = after.search(/\n## /);
    const rest = end < 0 ? '' : after.slice(end + 1);
    next = `${current.slice(0, start)}${section.trimEnd()}\n${rest ? `\n${rest}` : ''}`;
  }
  writeFileSync(DOC_FILE, next);
}
