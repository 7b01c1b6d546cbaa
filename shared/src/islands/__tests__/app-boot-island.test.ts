import { adoptPrerenderedPage, PRERENDER_IDS } from '@gcw/shared';
import { fireEvent } from '@testing-library/react';

import { startAppBootIsland } from '../app-boot-island';

const ASSETS = {
  scripts: ['/static/js/lib.js', '/static/js/index.js'],
  styles: ['/static/css/a.css'],
};

function mount(assets: unknown = ASSETS) {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="${PRERENDER_IDS.page}">
      <a href="/auth/login">Login</a><a href="#faq">FAQ</a>
      <button ${PRERENDER_IDS.needsApp}="menu">Menu</button>
    </div>
    <div id="${PRERENDER_IDS.root}" style="visibility:hidden" aria-hidden="true"></div>
    <script type="application/json" id="${PRERENDER_IDS.shellAssets}">${JSON.stringify(assets)}</script>`;
}

const shellScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) =>
    s.getAttribute('src'),
  );

let stop = () => {};

afterEach(() => {
  stop();
  jest.useRealTimers();
});

it('starts the shell, in order and once, at the first intent on a link into the app', () => {
  mount();
  stop = startAppBootIsland();
  fireEvent.focusIn(document.querySelector('a[href="#faq"]') as Element);
  expect(shellScripts()).toEqual([]);
  const login = document.querySelector('a[href="/auth/login"]') as Element;
  fireEvent.pointerOver(login);
  fireEvent.touchStart(login);
  expect(shellScripts()).toEqual(ASSETS.scripts);
  expect(document.querySelectorAll('script[src]')[0]).toHaveProperty('async', false);
  expect(document.head.querySelector('link[rel="stylesheet"]')).toHaveAttribute(
    'href',
    '/static/css/a.css',
  );
});

it('starts the shell by itself once the page has been idle after load', () => {
  jest.useFakeTimers();
  mount();
  stop = startAppBootIsland();
  expect(shellScripts()).toEqual([]);
  jest.advanceTimersByTime(10_000);
  expect(shellScripts()).toEqual(ASSETS.scripts);
});

it('replays a click that needs the app on its twin once the shell took the page over', () => {
  jest.useFakeTimers();
  mount();
  stop = startAppBootIsland();
  const prerendered = document.querySelector(`[${PRERENDER_IDS.needsApp}]`) as HTMLElement;
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  prerendered.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(shellScripts()).toEqual(ASSETS.scripts);

  const twin = document.createElement('button');
  twin.setAttribute(PRERENDER_IDS.needsApp, 'menu');
  const onTwinClick = jest.fn();
  twin.addEventListener('click', onTwinClick);
  document.getElementById(PRERENDER_IDS.root)?.append(twin);
  expect(adoptPrerenderedPage()).toBe(true);
  // Not inside the commit that swapped the page in: once it has finished.
  expect(onTwinClick).not.toHaveBeenCalled();
  jest.runOnlyPendingTimers();
  expect(onTwinClick).toHaveBeenCalledTimes(1);
  expect(document.getElementById(PRERENDER_IDS.page)).toBeNull();
  expect(document.getElementById(PRERENDER_IDS.root)).not.toHaveAttribute('style');
  expect(document.getElementById(PRERENDER_IDS.root)).not.toHaveAttribute('aria-hidden');
});

it('does nothing without the host-written shell assets (the page still works on its own)', () => {
  mount('not json at all');
  document.getElementById(PRERENDER_IDS.shellAssets)!.textContent = '{broken';
  stop = startAppBootIsland();
  fireEvent.pointerOver(document.querySelector('a[href="/auth/login"]') as Element);
  expect(shellScripts()).toEqual([]);
});

it('starts the shell at once for a visitor with a stored session (the app decides the page)', () => {
  window.localStorage.setItem('gcw:session', '{}');
  try {
    mount();
    stop = startAppBootIsland();
    expect(shellScripts()).toEqual(ASSETS.scripts);
  } finally {
    window.localStorage.clear();
  }
});

it('counts focus in a form field as intent when the page says so', () => {
  mount();
  const field = document.createElement('input');
  field.name = 'email';
  document.getElementById(PRERENDER_IDS.page)?.append(field);
  stop = startAppBootIsland({ intentTarget: 'form, a[href^="/"]' });
  fireEvent.focusIn(field);
  expect(shellScripts()).toEqual([]);
  const form = document.createElement('form');
  document.getElementById(PRERENDER_IDS.page)?.append(form);
  form.append(field);
  fireEvent.focusIn(field);
  expect(shellScripts()).toEqual(ASSETS.scripts);
});

it('follows a held link as a plain link when the app never takes over', () => {
  jest.useFakeTimers();
  mount();
  const link = document.createElement('a');
  // A same-page address: jsdom follows only those.
  link.href = '#lupa-kata-sandi';
  link.setAttribute(PRERENDER_IDS.needsApp, 'forgot');
  document.getElementById(PRERENDER_IDS.page)?.append(link);
  stop = startAppBootIsland();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  jest.advanceTimersByTime(7_000);
  expect(window.location.hash).toBe('');
  jest.advanceTimersByTime(2_000);
  expect(window.location.hash).toBe('#lupa-kata-sandi');
});
