/**
 * The prerendered landing's script against the real prerendered markup: the page is rendered
 * by the same function the build uses, then the islands run on it without React.
 */
import { renderPage } from '@gcw/build-config/prerender';
import type { EventSettings } from '@gcw/shared';
import { DEFAULT_APP_CONFIG, DEFAULT_EVENT_SETTINGS, PRERENDER_IDS } from '@gcw/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';

import { AboutPage } from '../../features/about/components/about-page';
import { LandingPage } from '../../features/landing/components/landing-page';
import { startCountdownIsland } from '../countdown-island';
import { startFaqTabsIsland } from '../faq-tabs-island';
import { startSettingsIsland } from '../settings-island';
import { closeSidebarIsland } from '../sidebar-island';
import { startTopBarIsland } from '../top-bar-island';

const NOW = new Date('2025-07-25T23:59:57+07:00');

/** The build knows no settings: the page carries the defaults of R9.2 (26 July 2025 00:00 WIB). */
function mountPrerendered() {
  const { html, styleTags } = renderPage(LandingPage, '/', DEFAULT_APP_CONFIG);
  document.head.innerHTML = styleTags;
  document.body.innerHTML = `<div id="${PRERENDER_IDS.page}">${html}</div>`;
  return document.getElementById(PRERENDER_IDS.page) as HTMLElement;
}

/** The sidebar choice the shell reads at start (R4.10: cookie `sidebar:state`). */
function savedSidebar() {
  return /(?:^|; )sidebar:state=(\w+)/.exec(document.cookie)?.[1];
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  jest.useRealTimers();
  scrollTo(0);
  document.body.innerHTML = '';
});

it('turns the top bar solid after 20 px and back, and stops when told', () => {
  const page = mountPrerendered();
  const stop = startTopBarIsland(page);
  const bar = screen.getByRole('banner');
  scrollTo(20);
  expect(bar).toHaveAttribute('data-solid', 'false');
  scrollTo(21);
  expect(bar).toHaveAttribute('data-solid', 'true');
  scrollTo(0);
  expect(bar).toHaveAttribute('data-solid', 'false');
  stop();
  scrollTo(300);
  expect(bar).toHaveAttribute('data-solid', 'false');
});

it('shows the bar solid in the first frame of a page opened already scrolled', async () => {
  Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
  const stop = startTopBarIsland(mountPrerendered());
  await new Promise((resolve) => requestAnimationFrame(resolve));
  expect(screen.getByRole('banner')).toHaveAttribute('data-solid', 'true');
  stop();
});

it('switches the FAQ tabs and their panels by click and by arrow keys', () => {
  startFaqTabsIsland(mountPrerendered());
  const general = screen.getByRole('tab', { name: 'General' });
  const registration = screen.getByRole('tab', { name: 'Registration' });
  expect(screen.getByRole('tabpanel', { name: 'General' })).toBeVisible();
  expect(screen.queryByRole('tabpanel', { name: 'Registration' })).toBeNull();

  fireEvent.click(registration);
  expect(registration).toHaveAttribute('aria-selected', 'true');
  expect(registration).toHaveClass('Mui-selected');
  expect(general).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel', { name: 'Registration' })).toBeVisible();
  expect(screen.queryByRole('tabpanel', { name: 'General' })).toBeNull();

  registration.focus();
  fireEvent.keyDown(registration, { key: 'ArrowRight' });
  expect(general).toHaveAttribute('aria-selected', 'true');
  expect(general).toHaveFocus();
});

it('ticks the countdown every second from the real time, then shows that the day has come', () => {
  jest.useFakeTimers({ now: NOW });
  // Rendered long before the visit: the numbers in the HTML are stale until the script runs.
  jest.setSystemTime(new Date('2025-07-01T00:00:00+07:00'));
  const page = mountPrerendered();
  jest.setSystemTime(NOW);
  startCountdownIsland(page);
  const timer = screen.getByRole('timer', { name: 'Hitung mundur' });
  const seconds = within(timer).getByRole('group', { name: 'Detik' });
  expect(seconds).toHaveTextContent(/^03Detik$/);
  expect(within(timer).getByRole('group', { name: 'Hari' })).toHaveTextContent(/^00Hari$/);
  act(() => jest.advanceTimersByTime(1_000));
  expect(seconds).toHaveTextContent(/^02Detik$/);
  expect(screen.queryByRole('status')).toBeNull();
  act(() => jest.advanceTimersByTime(3_000));
  // At zero the four units stay (R2.8) and the line under them says the day has come.
  expect(seconds).toHaveTextContent(/^00Detik$/);
  expect(screen.getByRole('status')).toHaveTextContent('Hari yang dinanti telah tiba!');
});

it('says the event has taken place when the target is long past, not that it has arrived', () => {
  // A fresh install (R9.2's 26 July 2025) opened in November 2026; built before the target.
  jest.useFakeTimers({ now: new Date('2025-07-01T00:00:00+07:00') });
  const page = mountPrerendered();
  jest.setSystemTime(new Date('2026-11-27T10:00:00+07:00'));
  startCountdownIsland(page);
  const timer = screen.getByRole('timer', { name: 'Hitung mundur' });
  expect(within(timer).getByRole('group', { name: 'Hari' })).toHaveTextContent(/^00Hari$/);
  expect(screen.getByRole('status')).toHaveTextContent(
    'Hitung mundur telah selesai: acara sudah berlangsung.',
  );
});

const hackathon = () => screen.getByRole('article', { name: 'Hackathon' });

/** The API's answer as the settings route sends it: `{ Data: EventSettings }` as JSON. */
function answering(settings: EventSettings | null, status = 200) {
  const urls: string[] = [];
  const load = (url: RequestInfo | URL) => {
    urls.push(String(url));
    return Promise.resolve({
      ok: status === 200,
      json: () => Promise.resolve(JSON.parse(JSON.stringify({ Data: settings }))),
    } as Response);
  };
  return { urls, load: load as typeof fetch };
}

const ADMINS_SETTINGS: EventSettings = {
  ...DEFAULT_EVENT_SETTINGS,
  general: { countdown_target: '2026-12-01T03:00:00.000Z', final_day: '2026-11-28' },
  hackathon: {
    ...DEFAULT_EVENT_SETTINGS.hackathon,
    fee: 150_000,
    early_bird_fee: null,
    registration: { opens_at: null, closes_at: '2026-11-20T16:59:00.000Z' },
  },
  seminar: { ...DEFAULT_EVENT_SETTINGS.seminar, fee: 25_000 },
  'competitive-programming': {
    ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
    team_size: { min: 1, max: 2 },
  },
};

it('corrects the build-time dates, fees and sizes from the settings and restarts the countdown', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-30T10:00:00+07:00') });
  const page = mountPrerendered();
  startCountdownIsland(page);
  // The build's target (July 2025) is past until the settings say otherwise.
  expect(screen.getByRole('status')).toHaveTextContent('acara sudah berlangsung');
  const api = answering(ADMINS_SETTINGS);
  startSettingsIsland(page, api.load);
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  expect(api.urls).toEqual(['/api/v1/gcw/resources/settings']);
  // The countdown's heading line and the FAQ's answer that names the target.
  expect(screen.getByText('1 Desember 2026 pukul 10.00 WIB')).toBeInTheDocument();
  expect(
    screen.getByText('Hitung mundur di halaman ini menuju 1 Desember 2026 pukul 10.00 WIB.'),
  ).toBeInTheDocument();
  // The admins' Final Day was two days ago: in the past tense, as React's page says it.
  expect(
    screen.getByText('Final Day telah berlangsung pada 28 November 2026.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent(
    'Final Day: 28 November 2026 (telah berlangsung)',
  );
  // A closed registration and the seminar's fee, read as React's page reads them.
  expect(within(hackathon()).getByText('Pendaftaran telah ditutup')).toBeInTheDocument();
  const seminar = screen.getByRole('article', { name: 'Seminar' });
  expect(within(seminar).getByText('Rp25.000')).toBeInTheDocument();
  expect(within(hackathon()).getByText('Rp150.000')).toBeInTheDocument();
  const cp = screen.getByRole('article', { name: 'Competitive Programming' });
  expect(cp).toHaveTextContent('Tim, maksimal 2 orang');
  const timer = screen.getByRole('timer', { name: 'Hitung mundur' });
  expect(within(timer).getByRole('group', { name: 'Hari' })).toHaveTextContent(/^00Hari$/);
  expect(within(timer).getByRole('group', { name: 'Jam' })).toHaveTextContent(/^\d\dJam$/);
  expect(screen.queryByRole('status')).toBeNull();
  // The app starts from what the page showed (settingsSeenBeforeTheApp).
  expect(JSON.parse(page.dataset.eventSettings ?? 'null')).toEqual(ADMINS_SETTINGS);
});

it('leaves the page as built when the API cannot answer', async () => {
  const page = mountPrerendered();
  const before = page.innerHTML;
  startSettingsIsland(page, answering(null, 503).load);
  await act(async () => {
    await Promise.resolve();
  });
  expect(page.innerHTML).toBe(before);
});

it('saves the sidebar as closed when the landing opens, before any app runs (R2.13)', () => {
  // A student expanded it in the dashboard: the shell saved that for 7 days on path /.
  document.cookie = 'sidebar:state=true; path=/; max-age=604800; SameSite=Lax';
  const { html } = renderPage(AboutPage, '/about', DEFAULT_APP_CONFIG);
  document.body.innerHTML = `<div id="${PRERENDER_IDS.page}">${html}</div>`;
  closeSidebarIsland(document.getElementById(PRERENDER_IDS.page) as HTMLElement);
  // Only the landing closes it: /about leaves the student's choice alone.
  expect(savedSidebar()).toBe('true');

  closeSidebarIsland(mountPrerendered());
  expect(savedSidebar()).toBe('false');
});
