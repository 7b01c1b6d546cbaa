/**
 * The prerendered landing's script against the real prerendered markup: the page is rendered
 * by the same function the build uses, then the islands run on it without React.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_APP_CONFIG, PRERENDER_IDS } from '@gcw/shared';

import { LandingPage } from '../../features/landing/components/landing-page';
import { renderPage } from '@gcw/shared/prerender';
import { startCountdownIsland } from '../countdown-island';
import { startFaqTabsIsland } from '../faq-tabs-island';
import { startTopBarIsland } from '../top-bar-island';

const NOW = new Date('2025-07-25T23:59:57+07:00');

function mountPrerendered(countdownTarget = DEFAULT_APP_CONFIG.countdownTarget) {
  const { html, styleTags } = renderPage(LandingPage, '/', {
    ...DEFAULT_APP_CONFIG,
    countdownTarget,
  });
  document.head.innerHTML = styleTags;
  document.body.innerHTML = `<div id="${PRERENDER_IDS.page}">${html}</div>`;
  return document.getElementById(PRERENDER_IDS.page) as HTMLElement;
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
  const page = mountPrerendered('2025-07-26T00:00:00+07:00');
  jest.setSystemTime(NOW);
  startCountdownIsland(page);
  const timer = screen.getByRole('timer', { name: 'Hitung mundur' });
  const seconds = within(timer).getByRole('group', { name: 'Detik' });
  expect(seconds).toHaveTextContent(/^03Detik$/);
  expect(within(timer).getByRole('group', { name: 'Hari' })).toHaveTextContent(/^00Hari$/);
  act(() => jest.advanceTimersByTime(1_000));
  expect(seconds).toHaveTextContent(/^02Detik$/);
  act(() => jest.advanceTimersByTime(2_000));
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Hari yang dinanti telah tiba!');
});
