import { adoptPrerenderedPage, PRERENDER_IDS } from '@gcw/shared';
import { startAppBootIsland } from '@gcw/shared/islands';
import { act, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';

import { LoginForm } from '../login-form';

/** The server-rendered sign-in form as the visitor meets it, before the app has loaded. */
function mountPrerenderedPage() {
  document.body.innerHTML = `
    <div id="${PRERENDER_IDS.page}">
      <form aria-label="Sign in (prerendered)">
        <input name="email" type="email" aria-label="Email (prerendered)" />
        <input name="password" type="password" aria-label="Password (prerendered)" />
        <button type="submit" ${PRERENDER_IDS.needsApp}="sign-in">Sign in</button>
      </form>
    </div>
    <div id="${PRERENDER_IDS.root}" style="visibility:hidden" aria-hidden="true"></div>
    <script type="application/json" id="${PRERENDER_IDS.shellAssets}">{"scripts":[],"styles":[]}</script>`;
}

function prerenderedField(name: string) {
  return document.querySelector(`#${PRERENDER_IDS.page} input[name="${name}"]`) as HTMLInputElement;
}

/** The visitor's last keys, landing while React renders the app behind the page. */
function TypingDuringRender() {
  prerenderedField('password').value = 'rahasia-123';
  return null;
}

/** What the shell renders after a remote's page: the swap, inside the same commit. */
function AdoptOnCommit() {
  useLayoutEffect(() => {
    adoptPrerenderedPage();
  }, []);
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('a press on Sign in held before the takeover submits what was typed, even while React rendered', async () => {
  mountPrerenderedPage();
  const stopIsland = startAppBootIsland({ intentTarget: 'form' });
  prerenderedField('email').value = 'rina@kampus.ac.id';
  // Pressed before the app is there: held by the page's island.
  const press = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(`[${PRERENDER_IDS.needsApp}="sign-in"]`)?.dispatchEvent(press);
  expect(press.defaultPrevented).toBe(true);

  const onSubmit = jest.fn(() => Promise.resolve());
  const root = createRoot(document.getElementById(PRERENDER_IDS.root) as HTMLElement);
  await act(async () => {
    root.render(
      <MemoryRouter>
        <LoginForm busy={false} error={null} onSubmit={onSubmit} />
        <TypingDuringRender />
        <AdoptOnCommit />
      </MemoryRouter>,
    );
  });

  await waitFor(() =>
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'rina@kampus.ac.id',
      password: 'rahasia-123',
    }),
  );
  expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toHaveValue('rahasia-123');
  stopIsland();
  act(() => root.unmount());
});
