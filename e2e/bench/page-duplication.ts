import type { AppFolder } from './bench-config';
import { chunkStem, chunksOfBuild, duplication } from './duplication';
import type { ChunkModules, Duplication } from './duplication';
import type { PageMeasure } from './measure';

export interface PageDuplication extends Duplication {
  scripts: number;
  /** Scripts with no counterpart in the source-mapped builds (not counted). */
  unmatched: string[];
}

export interface DuplicationFigures {
  /** By `<target> <path>`, from the scripts of the page's first mobile run. */
  byPage: Record<string, PageDuplication>;
  /** The three product pages together: what one visitor going through them downloads. */
  productPages: PageDuplication;
  /** Every chunk of the five builds, loaded or not (each remote's fallback copies included). */
  allBuiltChunks: Duplication;
}

type Lookup = (url: string) => ChunkModules | undefined;

function ofScripts(urls: string[], lookup: Lookup): PageDuplication {
  const chunks: ChunkModules[] = [];
  const unmatched: string[] = [];
  for (const url of urls) {
    const chunk = lookup(url);
    if (chunk) chunks.push(chunk);
    else unmatched.push(url);
  }
  return { ...duplication(chunks), scripts: urls.length, unmatched };
}

export function duplicationFigures(
  pages: PageMeasure[],
  productBuilds: Record<AppFolder, string>,
  floorBuild: string,
): DuplicationFigures {
  const product = Object.fromEntries(
    Object.entries(productBuilds).map(([app, dist]) => [app, chunksOfBuild(dist, app)]),
  ) as Record<string, Map<string, ChunkModules>>;
  const floor = chunksOfBuild(floorBuild, 'floor');
  // The product serves each remote's build under /remotes/<folder>/, the shell's at /.
  const productChunk: Lookup = (url) => {
    const { pathname } = new URL(url);
    const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
    const app = remote?.[1] ?? 'shell';
    return product[app]?.get(chunkStem(remote?.[2] ?? pathname.slice(1)));
  };
  const floorChunk: Lookup = (url) => floor.get(chunkStem(new URL(url).pathname.slice(1)));

  const byPage: Record<string, PageDuplication> = {};
  const productScripts = new Set<string>();
  for (const page of pages.filter((p) => p.formFactor === 'mobile')) {
    const scripts = page.runs[0]?.scriptUrls ?? [];
    if (page.target === 'product') scripts.forEach((url) => productScripts.add(url));
    byPage[`${page.target} ${page.path}`] = ofScripts(
      scripts,
      page.target === 'floor' ? floorChunk : productChunk,
    );
  }
  const everyChunk = Object.values(product).flatMap((chunks) => [...chunks.values()]);
  return {
    byPage,
    productPages: ofScripts([...productScripts], productChunk),
    allBuiltChunks: duplication(everyChunk),
  };
}
