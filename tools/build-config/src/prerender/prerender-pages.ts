/**
 * A remote's prerender step, run by its build after `rsbuild build`: its public pages as
 * complete HTML in dist/prerender/ with a pages.json (path → file) the product host reads,
 * published with the remote's other files, so a change reaches the first paint without a
 * shell build (docs/adr/0010-prerendered-landing.md).
 */
import { mergeAppConfig } from '@gcw/shared';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';

import { buildIslands } from './build-islands';
import { pageDocument } from './page-document';
import { renderPage } from './render-page';

export interface PrerenderedPage {
  path: string;
  title: string;
  /** The file it becomes in dist/prerender/. */
  file: string;
  component: ComponentType;
}

export interface PrerenderOptions {
  pages: readonly PrerenderedPage[];
  /** The islands' entry, relative to the app's folder. */
  islandsEntry: string;
  appDir?: string;
}

export async function prerenderPages({
  pages,
  islandsEntry,
  appDir = process.cwd(),
}: PrerenderOptions): Promise<void> {
  // The deploy's own facts (event name, dates, links) when it has an app-config.json to give.
  const configFile = process.env.APP_CONFIG_FILE;
  const config = mergeAppConfig(
    configFile ? (JSON.parse(readFileSync(path.resolve(configFile), 'utf8')) as unknown) : {},
  );
  const islands = await buildIslands(appDir, islandsEntry);
  const outDir = path.join(appDir, 'dist', 'prerender');
  mkdirSync(outDir, { recursive: true });
  const index: Record<string, string> = {};
  for (const page of pages) {
    const rendered = renderPage(page.component, page.path, config);
    const html = pageDocument({
      ...rendered,
      title: `${page.title} | ${config.eventName}`,
      islands,
    });
    writeFileSync(path.join(outDir, page.file), html);
    index[page.path] = page.file;
    console.log(`prerendered ${page.path} → dist/prerender/${page.file} (${html.length} bytes)`);
  }
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
}

/** Runs a prerender step as a script: any failure fails the build. */
export function runPrerender(options: PrerenderOptions): void {
  prerenderPages(options).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

export { renderPage } from './render-page';
