import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { settle } from '../a11y';
import { READABLE_TEXT_SCRIPT } from '../replaced-english';
import { productEnglish } from './english';
import type { Tally } from './tally';

/** WCAG 2.1 A and AA, as the accessibility pass (support/a11y.ts). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The checks of every page the rehearsal visits: its text has no English outside the requirements' fixed
 * texts, and axe finds nothing serious or critical. axe runs once per route (ids and codes
 * count as one route) and state name: it takes a few seconds on a busy 2-core machine.
 */
export class PageChecks {
  readonly problems: string[] = [];
  pagesChecked = 0;
  private readonly axeDone = new Set<string>();

  constructor(private readonly tally: Tally) {}

  /** Counts every answer of the page's requests; a 5xx fails the rehearsal. */
  watch(page: Page, who: string): Page {
    page.on('response', (response) =>
      this.tally.answer(response.status(), response.request().method(), response.url(), who),
    );
    return page;
  }

  async check(page: Page, state = ''): Promise<void> {
    await settle(page);
    const where = `${new URL(page.url()).pathname}${state ? ` (${state})` : ''}`;
    this.pagesChecked += 1;
    const text = await page.evaluate<string>(READABLE_TEXT_SCRIPT);
    const english = productEnglish(text);
    if (english.length > 0) this.problems.push(`English on ${where}: ${english.join(', ')}`);
    // Every team of the rehearsal names itself "Tim …": the product must not say it twice.
    const twice = /\btim tim\b/i.exec(text);
    if (twice) this.problems.push(`"${twice[0]}" on ${where}`);
    const route = `${new URL(page.url()).pathname.replace(/\/\d+(?=\/|$)/g, '/:id')} ${state}`;
    if (this.axeDone.has(route)) return;
    this.axeDone.add(route);
    // Frames are left out: axe cannot run inside the Outbox's sandboxed mail frame (no scripts,
    // by design) and waits for it for ever; the proof previews are files, not the product's page.
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const nodes = v.nodes
        .slice(0, 2)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`)
        .join('; ');
      this.problems.push(`axe ${v.impact} ${v.id} on ${where}: ${v.help} [${nodes}]`);
    }
  }
}
