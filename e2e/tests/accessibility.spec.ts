import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { Session } from '@gcw/shared/contract';

import type { Width } from '../support/a11y';
import { checkPage, settle, WIDTHS } from '../support/a11y';
import {
  createNamedTeam,
  readyStudent,
  registerSeminar,
  uniqueTag,
  verifyPaymentByApi,
} from '../support/admin-fixtures';
import { setTeamStatus } from '../support/api-helpers';
import { SHELL_URL } from '../support/ports';
import { signInAdmin, useSession as storeSession } from '../support/session';

/**
 * Issue 15 items 1, 3 and 7: every page, signed out, as a student and as an admin, at 360 and
 * 1366 px, with the states a person opens (sidebar, drawer, dialogs, admin tables): no serious
 * or critical axe finding, none of the English texts issue 15 replaced, a screenshot of each.
 * One browser context per role is reused; each test only navigates and checks.
 */

interface View {
  name: string;
  path: string | ((ids: Ids) => string);
  /** Opens the state to check once the page has settled (a dialog, the sidebar). */
  open?: (page: Page, width: Width) => Promise<void>;
  /** Only at these widths (a state that exists on phones only). */
  widths?: readonly number[];
  /** The page's primary action (a button's name, or where it is): a 360×640 phone shows it at once. */
  primary?: string | ((page: Page) => Locator);
}

interface Ids {
  teamId: number;
  teamName: string;
  joinCode: string;
  userId: number;
}

async function openSidebar(page: Page, width: Width) {
  if (width.width < 768) {
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Lebarkan sidebar' }).click();
    await page.getByRole('button', { name: 'Ciutkan sidebar' }).waitFor();
  }
}

const signedOut: View[] = [
  { name: 'beranda', path: '/' },
  {
    name: 'beranda-menu',
    path: '/',
    widths: [360],
    open: async (page) => {
      await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  { name: 'tentang', path: '/about' },
  { name: 'masuk', path: '/auth/login', primary: 'Sign in' },
  { name: 'daftar', path: '/auth/register', primary: 'Daftar' },
  { name: 'lupa-sandi', path: '/auth/forgot-password', primary: 'Kirim tautan' },
  { name: 'atur-ulang-sandi', path: '/auth/reset-password' },
  { name: 'verifikasi-email', path: '/auth/verify-email' },
];

const student: View[] = [
  {
    name: 'profil',
    path: '/dashboard/profile',
    // The next step of the first event (the form's own button is sticky once it is in view).
    primary: (page) =>
      page.getByRole('region', { name: 'Status pendaftaran' }).getByRole('link').first(),
  },
  { name: 'profil-sidebar', path: '/dashboard/profile', open: openSidebar },
  {
    name: 'profil-notifikasi',
    path: '/dashboard/profile',
    open: async (page) => {
      await page.getByRole('button', { name: /^Notifikasi/ }).click();
      await expect(page.locator('#notification-panel')).toBeVisible();
    },
  },
  { name: 'seminar', path: '/dashboard/seminar' },
  {
    name: 'seminar-tiket',
    path: '/dashboard/seminar',
    open: async (page) => {
      await page.getByRole('button', { name: 'Tampilkan layar penuh' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'hackathon', path: '/dashboard/hackathon' },
  { name: 'hackathon-tim', path: '/dashboard/hackathon/team' },
  {
    name: 'hackathon-tim-ganti-nama',
    path: '/dashboard/hackathon/team',
    open: async (page) => {
      await page.getByRole('button', { name: 'Ganti nama tim' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'hackathon-tahap-1', path: '/dashboard/hackathon/tahap-1' },
  { name: 'hackathon-tahap-2', path: '/dashboard/hackathon/tahap-2' },
  { name: 'hackathon-detail', path: (ids) => `/dashboard/hackathon/${ids.teamId}` },
  { name: 'cp', path: '/dashboard/competitive-programming' },
  { name: 'cp-tim', path: '/dashboard/competitive-programming/team' },
  {
    name: 'gabung-tim',
    path: (ids) => `/dashboard/teams/join?code=${ids.joinCode}`,
    primary: 'Cari tim',
  },
];

const admin: View[] = [
  { name: 'admin-pengguna', path: '/admin' },
  { name: 'admin-pengguna-sidebar', path: '/admin', open: openSidebar },
  { name: 'admin-pengguna-detail', path: (ids) => `/admin?user=${ids.userId}` },
  { name: 'admin-log-audit', path: '/admin?view=audit' },
  { name: 'admin-hackathon', path: '/admin/hackathon' },
  { name: 'admin-hackathon-tinjau', path: (ids) => `/admin/hackathon?team=${ids.teamId}` },
  { name: 'admin-cp', path: '/admin/cp' },
  { name: 'admin-seminar', path: '/admin/seminar' },
  { name: 'admin-kotak-keluar', path: '/admin/mails' },
  { name: 'admin-pengaturan', path: '/admin/settings', primary: 'Simpan' },
  { name: 'admin-institusi', path: '/admin/institutions' },
  { name: 'admin-pengumuman', path: '/admin/announcements', primary: 'Pratinjau & kirim' },
  {
    name: 'admin-pengumuman-pratinjau',
    path: '/admin/announcements',
    open: async (page) => {
      await page.getByLabel('Judul').fill('Jadwal final');
      await page.getByLabel('Isi pengumuman').fill('Final di Aula pukul 09.00 WIB.');
      await page.getByRole('button', { name: 'Pratinjau & kirim' }).click();
      await expect(page.getByRole('dialog', { name: 'Pratinjau pengumuman' })).toBeVisible();
    },
  },
];

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

let seeded: Awaited<ReturnType<typeof seed>> | null = null;

function describeRole(role: string, views: View[], sessionOf: () => Session | null) {
  test.describe(role, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser, playwright }) => {
      if (!seeded) {
        const request = await playwright.request.newContext({ baseURL: SHELL_URL });
        seeded = await seed(request);
        await request.dispose();
      }
      ({ context, page } = await signedInPage(browser, sessionOf()));
    });
    test.afterAll(async () => context.close());

    for (const view of views) {
      for (const width of WIDTHS.filter((w) => !view.widths || view.widths.includes(w.width))) {
        test(`${view.name} @ ${width.width}px`, async () => {
          // Every check starts from the collapsed sidebar (SPEC §2), whatever the last one left.
          await context.clearCookies({ name: 'sidebar:state' });
          await page.setViewportSize({ width: width.width, height: width.height });
          const path = typeof view.path === 'function' ? view.path(seeded!.ids) : view.path;
          await page.goto(path);
          await settle(page);
          if (view.primary && width.width === 360) {
            // Issue 15 item 5: a phone shows the primary action at once (or sticky at the bottom).
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

describeRole('tamu', signedOut, () => null);
describeRole('mahasiswa', student, () => seeded!.leader);
describeRole('admin', admin, () => seeded!.adminSession);
