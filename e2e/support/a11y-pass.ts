import type { Session } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

import type { Width } from './a11y';
import { checkPage, settle, WIDTHS } from './a11y';
import {
  createNamedTeam,
  readyStudent,
  registerSeminar,
  uniqueTag,
  verifyPaymentByApi,
} from './admin-fixtures';
import { setTeamStatus } from './api-helpers';
import { SHELL_URL } from './ports';
import { signInAdmin, useSession as storeSession } from './session';

/**
 * The accessibility pass, one spec file per role so that the roles run side by side.
 *
 * The accessibility pass: every page, signed out, as a student and as an admin, at 360 and
 * 1366 px, with the states a person opens (sidebar, drawer, dialogs, admin tables): no serious
 * or critical axe finding, none of the English texts replaced with Indonesian (replaced-english.ts), a screenshot of each.
 * One browser context per role is reused; each test only navigates and checks.
 */

export interface View {
  name: string;
  path: string | ((ids: Ids) => string);
  /** Opens the state to check once the page has settled (a dialog, the sidebar). */
  open?: (page: Page, width: Width) => Promise<void>;
  /** Only at these widths (a state that exists on phones only). */
  widths?: readonly number[];
  /** The page's primary action (a button's name, or where it is): a 360×640 phone shows it at once. */
  primary?: string | ((page: Page) => Locator);
}

export interface Ids {
  teamId: number;
  teamName: string;
  joinCode: string;
  userId: number;
}

export async function openSidebar(page: Page, width: Width) {
  if (width.width < 768) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Lebarkan sidebar' }).click();
    await page.getByRole('button', { name: 'Ciutkan sidebar' }).waitFor();
  }
}

/** A student who leads a Stage-1 hackathon team and holds a seminar ticket: most pages filled. */
async function seed(request: APIRequestContext) {
  const leader = await readyStudent(request, 'Ayu Lestari');
  const teamName = uniqueTag('Tim Aksesibel ');
  const team = await createNamedTeam(request, leader, 'hackathon', teamName);
  const adminSession = await signInAdmin(request);
  await verifyPaymentByApi(request, adminSession, team.id);
  await setTeamStatus(request, adminSession, team.id, 'Stage-1');
  await registerSeminar(request, leader);
  // Another team, still open, for the join page.
  const other = await createNamedTeam(
    request,
    await readyStudent(request, 'Bima Saputra'),
    'competitive-programming',
    uniqueTag('Tim Terbuka '),
  );
  const ids: Ids = {
    teamId: team.id,
    teamName,
    joinCode: other.join_code,
    userId: leader.user.id,
  };
  return { leader, adminSession, ids };
}

async function signedInPage(browser: Browser, session: Session | null) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const page = await context.newPage();
  if (session) await storeSession(page, session);
  return { context, page };
}

type Seeded = Awaited<ReturnType<typeof seed>>;
let seeded: Seeded | null = null;

/** Signed out when `sessionOf` is null: nothing is seeded then. */
export function describeRole(
  role: string,
  views: View[],
  sessionOf: ((seeded: Seeded) => Session) | null,
) {
  test.describe(role, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser, playwright }) => {
      if (sessionOf && !seeded) {
        const request = await playwright.request.newContext({ baseURL: SHELL_URL });
        seeded = await seed(request);
        await request.dispose();
      }
      ({ context, page } = await signedInPage(browser, sessionOf ? sessionOf(seeded!) : null));
    });
    test.afterAll(async () => context.close());

    for (const view of views) {
      for (const width of WIDTHS.filter((w) => !view.widths || view.widths.includes(w.width))) {
        test(`${view.name} @ ${width.width}px`, async () => {
          // Every check starts from the collapsed sidebar (R2.25), whatever the last one left.
          await context.clearCookies({ name: 'sidebar:state' });
          await page.setViewportSize({ width: width.width, height: width.height });
          const path = typeof view.path === 'function' ? view.path(seeded!.ids) : view.path;
          await page.goto(path);
          await settle(page);
          if (view.primary && width.width === 360) {
            // A phone shows the primary action at once (or sticky at the bottom).
            const action =
              typeof view.primary === 'string'
                ? page.getByRole('button', { name: view.primary, exact: true })
                : view.primary(page);
            await expect(action).toBeInViewport({ ratio: 1 });
          }
          if (view.open) {
            await view.open(page, width);
            await settle(page);
          }
          const name = `${role}-${view.name}-${width.width}`;
          const problems = await checkPage(page, test.info(), name);
          expect(problems, problems.join('\n')).toEqual([]);
        });
      }
    }
  });
}
