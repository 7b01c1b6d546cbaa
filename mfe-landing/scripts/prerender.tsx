/**
 * The landing's prerender step, run by its build after `rsbuild build`: `/` and `/about` as
 * complete HTML pages in dist/prerender/ (docs/adr/0010-prerendered-landing.md).
 */
import { runPrerender } from '@gcw/build-config/prerender';

import { AboutPage } from '../src/features/about/components/about-page';
import { LandingPage } from '../src/features/landing/components/landing-page';
import { PRERENDERED_PAGES } from '../src/prerender/prerendered-pages';

const COMPONENTS = { home: LandingPage, about: AboutPage } as const;

runPrerender({
  pages: PRERENDERED_PAGES.map((page) => ({ ...page, component: COMPONENTS[page.id] })),
  islandsEntry: './src/islands/index.ts',
});
