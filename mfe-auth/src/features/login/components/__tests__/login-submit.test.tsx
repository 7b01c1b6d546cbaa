import { rememberReturnPath, takeReturnPath } from '@gcw/shared';
import { renderWithApp } from '@gcw/shared/testing';
import { act, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dataLayer, deferred, makeSession, resetDataLayer } from '../../../../test-utils/fixtures';
import { LoginPage } from '../login-page';

type Answer = { data: unknown } | { error: unknown };

function renderLogin(answer: Answer | Promise<Answer>, route = '/auth/login') {
  const transport = jest.fn(() => answer);
  return { ...renderWithApp(<LoginPage />, { route, path: '/auth/login', transport }), transport };
}

async function fillAndSubmit(email = 'sari@kampus.ac.id', password = 'rahasia123') {
  // Pasting keeps the suite fast on a busy machine; typing is covered by the validation tests.
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

function currentLocation() {
  return screen.findByLabelText('current location');
}

beforeEach(() => {
  resetDataLayer();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('LoginPage e-mail sign-in', () => {
  it('posts the credentials, locks the form and shows the loading toast while busy', async () => {
    const answer = deferred<Answer>();
    const { transport } = renderLogin(answer.promise);
    await fillAndSubmit();
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    expect(screen.getByText('Signing you in...')).toBeInTheDocument();
    expect(transport).toHaveBeenCalledWith(
      {
        url: '/auth/login',
        method: 'POST',
        body: { email: 'sari@kampus.ac.id', password: 'rahasia123' },
      },
      expect.anything(),
      undefined,
    );
    await act(async () => {
      answer.resolve({ error: { status: 401, data: { Message: 'Invalid email or password' } } });
    });
    await waitForElementToBeRemoved(() => screen.queryByText('Signing you in...'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toBeEnabled();
  });

  it('stores the session, toasts success and sends a participant to the profile', async () => {
    const { store } = renderLogin({ data: { Data: makeSession() } });
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent('/dashboard/profile');
    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
    const session = store.getState().session;
    expect(session.user?.email).toBe('sari@kampus.ac.id');
    expect(session.accessToken).toBe('access-1');
    expect(session.refreshToken).toBe('refresh-1');
    await waitFor(() => expect(screen.queryByText('Signing you in...')).not.toBeInTheDocument());
  });

  it('sends an admin to /admin', async () => {
    renderLogin({ data: { Data: makeSession({ role: 'admin' }) } });
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent(/^\/admin$/);
  });

  it('returns to the page the redirect query asks for', async () => {
    renderLogin(
      { data: { Data: makeSession() } },
      '/auth/login?redirect=%2Fdashboard%2Fhackathon%2Fteam%3Ftab%3D2',
    );
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent('/dashboard/hackathon/team?tab=2');
  });

  it('returns the same account to the page its ended session was on, once', async () => {
    const session = makeSession();
    rememberReturnPath('/dashboard/seminar?tab=tiket', session.user.id);
    renderLogin({ data: { Data: session } });
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent(/^\/dashboard\/seminar\?tab=tiket$/);
    expect(takeReturnPath(session.user.id)).toBeNull();
  });

  it('sends another account that signs in after an ended session to its own page', async () => {
    const session = makeSession();
    rememberReturnPath('/dashboard/seminar', session.user.id + 1);
    renderLogin({ data: { Data: session } });
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent(/^\/dashboard\/profile$/);
  });

  it('falls back to the role home when the redirect is off-site or not allowed for the role', async () => {
    renderLogin({ data: { Data: makeSession() } }, '/auth/login?redirect=%2Fadmin%2Fcp');
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent(/^\/dashboard\/profile$/);
  });

  it('ignores an off-site redirect', async () => {
    renderLogin(
      { data: { Data: makeSession({ role: 'admin' }) } },
      '/auth/login?redirect=https%3A%2F%2Fevil.example%2Fadmin',
    );
    await fillAndSubmit();
    expect(await currentLocation()).toHaveTextContent(/^\/admin$/);
  });

  it('records login (method email) then user_info in window.dataLayer', async () => {
    renderLogin({ data: { Data: makeSession({ id: 42, profile_has_updated: true }) } });
    await fillAndSubmit();
    await currentLocation();
    expect(dataLayer()).toEqual([
      { event: 'login', method: 'email' },
      { event: 'user_info', user_id: 42, user_role: 'participant', has_updated_profile: true },
    ]);
  });

  it("shows 'Invalid email or password' as toast and inline on an error answer", async () => {
    const { store } = renderLogin({
      error: { status: 401, data: { Message: 'Invalid email or password' } },
    });
    await fillAndSubmit();
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveTextContent(
      'Invalid email or password',
    );
    expect(store.getState().session.user).toBeNull();
    expect(dataLayer()).toEqual([]);
    expect(screen.queryByLabelText('current location')).not.toBeInTheDocument();
  });

  it("shows the API's message for the sign-in rate limit (429) instead, once and inline", async () => {
    renderLogin({
      error: {
        status: 429,
        data: {
          Message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.',
          RetryAfter: 900,
        },
      },
    });
    await fillAndSubmit();
    const notice = await screen.findByRole('alert');
    await waitFor(() =>
      expect(notice).toHaveTextContent('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.'),
    );
    expect(screen.getAllByText(/Coba lagi dalam 15 menit/)).toHaveLength(1);
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument();
  });

  it('reports an exception with its message as the description', async () => {
    renderLogin({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } });
    await fillAndSubmit();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to process login. Please try again.')).toHaveLength(2),
    );
    expect(screen.getByText('TypeError: Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('reports a thrown transport error as an exception too', async () => {
    // RTK Query logs the thrown error itself; the test only checks what the user sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = jest.fn(() => {
      throw new Error('socket hang up');
    });
    renderWithApp(<LoginPage />, { route: '/auth/login', path: '/auth/login', transport });
    await fillAndSubmit();
    expect(await screen.findByText('socket hang up')).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to process login. Please try again.').length,
    ).toBeGreaterThan(0);
  });

  it('treats an answer without a user as an exception', async () => {
    renderLogin({ data: { Data: {} } });
    await fillAndSubmit();
    expect(await screen.findByText('The sign-in answer carried no user.')).toBeInTheDocument();
  });

  it('prefills the e-mail handed over by the register screen', () => {
    renderWithApp(<LoginPage />, {
      route: { pathname: '/auth/login', state: { email: 'baru@kampus.ac.id' } },
      path: '/auth/login',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('baru@kampus.ac.id');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
