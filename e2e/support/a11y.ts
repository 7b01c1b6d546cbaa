import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { WORKSPACE_ROOT } from './paths';
import { englishFound, READABLE_TEXT_SCRIPT } from './replaced-english';

/** The two widths the accessibility pass checks: a 360×640 phone and a 1366×768 laptop. */
export const WIDTHS = [
  { name: 'ponsel', width: 360, height: 640 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
export type Width = (typeof WIDTHS)[number];

/** Where the screenshots of the pass go, besides the test's own attachments. */
const SCREENSHOT_DIR = path.join(WORKSPACE_ROOT, 'test-results', 'screenshots');

/** WCAG 2.1 A and AA, the rules the accessibility pass holds the pages to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page has settled: its `<main>` is there, no skeleton or spinner is left, and MUI's enter
 * transitions (225 ms) are done, so axe sees the colours a person sees.
 */
export async function settle(page: Page) {
  await page.locator('main').first().waitFor({ state: 'attached', timeout: 10_000 });
  // Visible ones only: a list keeps a hidden progress bar in place for its next page. A bar
  // with a value is content (the set-up checklist's "3 of 9"), not loading: it never goes.
  await page
    .locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-valuenow])')
    .filter({ visible: true })
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

function report(
  violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
): string | null {
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return null;
  return serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map(
          (node) =>
            `    - ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
        )
        .join('\n');
      return `  [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}

/**
 * One page in one state at one width: axe's serious and critical findings, the English texts
 * replaced with Indonesian, and a full-page screenshot attached to the test and saved for review.
 * Answers the problems found, each line readable in the failure message.
 */
export async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  const screenshot = await page.screenshot({ fullPage: true });
  await testInfo.attach(`${name}.png`, { body: screenshot, contentType: 'image/png' });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await writeFile(path.join(SCREENSHOT_DIR, `${name.replace(/[^\w-]+/g, '_')}.png`), screenshot);

  const problems: string[] = [];
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const axeReport = report(results.violations);
  if (axeReport) problems.push(`axe, ${name}:\n${axeReport}`);
  const english = englishFound(await page.evaluate<string>(READABLE_TEXT_SCRIPT));
  if (english.length > 0) problems.push(`English on ${name}: ${english.join(', ')}`);
  return problems;
}
