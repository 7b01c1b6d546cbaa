/**
 * The landing remote's prerender step, run by its build after `rsbuild build`: `/` and `/about`
 * as complete HTML pages in dist/prerender/, published with the remote's other files, so a
 * change to the landing reaches the first paint without a shell build
 * (docs/adr/0010-prerendered-landing.md).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { mergeAppConfig } from '@gcw/shared';

import { AboutPage } from '../src/features/about/components/about-page';
import { LandingPage } from '../src/features/landing/components/landing-page';
import { pageDocument } from '../src/prerender/page-document';
import { PRERENDERED_PAGES } from '../src/prerender/prerendered-pages';
import { renderPage } from '../src/prerender/render-page';
import { buildIslands } from './build-islands';

const COMPONENTS = { home: LandingPage, about: AboutPage } as const;

async function main() {
  const appDir = process.cwd();
  // The deploy's own facts (event name, dates, links) when it has an app-config.json to give.
  const configFile = process.env.APP_CONFIG_FILE;
  const config = mergeAppConfig(
    configFile ? (JSON.parse(readFileSync(path.resolve(configFile), 'utf8')) as unknown) : {},
  );
  const islands = await buildIslands(appDir);
  const outDir = path.join(appDir, 'dist', 'prerender');
  mkdirSync(outDir, { recursive: true });
  const index: Record<string, string> = {};
  for (const page of PRERENDERED_PAGES) {
    const rendered = renderPage(COMPONENTS[page.id], page.path, config);
    const html = pageDocument({
      ...rendered,
      title: `${page.title} | ${config.eventName}`,
      islands,
    });
    writeFileSync(path.join(outDir, page.file), html);
    index[page.path] = page.file;
    console.log(`prerendered ${page.path} → dist/prerender/${page.file} (${html.length} bytes)`);
  }
  // The product host reads this to know which paths this build prerendered.
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
