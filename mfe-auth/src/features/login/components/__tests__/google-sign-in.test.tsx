import { renderWithApp } from '@gcw/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dataLayer, makeSession, resetDataLayer } from '../../../../test-utils/fixtures';
import { LoginPage } from '../login-page';

interface MockGoogleState {
  credential: string | undefined;
  clientId: string | null;
  oneTap: Record<string, unknown> | null;
}

// Google's script never loads in tests: the button and one-tap are stand-ins driven by the test.
const mockGoogle: MockGoogleState = { credential: 'google-id-token', clientId: null, oneTap: null };

jest.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: unknown }) => {
    mockGoogle.clientId = clientId;
    return children;
  },
  GoogleLogin: ({
    onSuccess,
    onError,
  }: {
    onSuccess: (response: { credential?: string }) => void;
    onError: () => void;
  }) => (
    <>
      <button type="button" onClick={() => onSuccess({ credential: mockGoogle.credential })}>
        Sign in with Google
      </button>
      <button type="button" onClick={() => onError()}>
        Break Google widget
      </button>
    </>
  ),
  useGoogleOneTapLogin: (options: Record<string, unknown>) => {
    mockGoogle.oneTap = options;
  },
}));

type Answer = { data: unknown } | { error: unknown };

function renderLogin(answer: Answer, options: { signedIn?: boolean } = {}) {
  const transport = jest.fn(() => answer);
  const result = renderWithApp(<LoginPage />, {
    route: '/auth/login',
    path: '/auth/login',
    config: { googleClientId: 'client-123.apps.googleusercontent.com' },
    transport,
    ...(options.signedIn
      ? { session: { user: makeSession().user, accessToken: 'a', refreshToken: 'r' } }
      : {}),
  });
  return { ...result, transport };
}

beforeEach(() => {
  mockGoogle.credential = 'google-id-token';
  mockGoogle.clientId = null;
  mockGoogle.oneTap = null;
  resetDataLayer();
});

describe('Google sign-in', () => {
  it("shows the 'Secure Sign-On' divider and the Google button with the configured client id", () => {
    renderLogin({ data: {} });
    expect(screen.getByText('Secure Sign-On')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(mockGoogle.clientId).toBe('client-123.apps.googleusercontent.com');
  });

  it('starts one-tap when signed out, kept open on a tap outside', () => {
    renderLogin({ data: {} });
    expect(mockGoogle.oneTap).toMatchObject({ cancel_on_tap_outside: false, disabled: false });
  });

  it('keeps one-tap off when signed in', async () => {
    renderLogin({ data: { Data: makeSession().user } }, { signedIn: true });
    expect(mockGoogle.oneTap).toMatchObject({ disabled: true });
    // Signed in, the page moves on to the profile by itself.
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      '/dashboard/profile',
    );
  });

  it('sends the credential as google_id_token, signs in and records method google', async () => {
    const { transport, store } = renderLogin({ data: { Data: makeSession({ role: 'admin' }) } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByLabelText('current location')).toHaveTextContent(/^\/admin$/);
    expect(transport).toHaveBeenCalledWith(
      {
        url: '/auth/validate-google-id-token',
        method: 'POST',
        body: { google_id_token: 'google-id-token' },
      },
      expect.anything(),
      undefined,
    );
    expect(store.getState().session.accessToken).toBe('access-1');
    expect(dataLayer()[0]).toEqual({ event: 'login', method: 'google' });
    expect(dataLayer()[1]).toMatchObject({ event: 'user_info', user_role: 'admin' });
  });

  it('signs in through the one-tap prompt too', async () => {
    renderLogin({ data: { Data: makeSession() } });
    const onSuccess = mockGoogle.oneTap?.onSuccess as (response: { credential: string }) => void;
    await act(async () => {
      onSuccess({ credential: 'one-tap-token' });
    });
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      '/dashboard/profile',
    );
  });

  it("says 'Authentication failed. Missing token.' without a credential", async () => {
    mockGoogle.credential = undefined;
    const { transport } = renderLogin({ data: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() =>
      expect(screen.getAllByText('Authentication failed. Missing token.')).toHaveLength(2),
    );
    expect(transport).not.toHaveBeenCalled();
  });

  it("says 'Failed to validate token' when the API rejects the token", async () => {
    renderLogin({ error: { status: 401, data: { Message: 'Invalid Google token' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(screen.getAllByText('Failed to validate token')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("says 'Google authentication failed. Please try again.' on a widget error", async () => {
    renderLogin({ data: {} });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Break Google widget' }));
    await waitFor(() =>
      expect(screen.getAllByText('Google authentication failed. Please try again.')).toHaveLength(
        2,
      ),
    );
  });

  it('reports an exception during Google sign-in with its message', async () => {
    renderLogin({ error: { status: 'TIMEOUT_ERROR', error: 'AbortError: timed out' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('AbortError: timed out')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to process login. Please try again.')).toHaveLength(2);
  });
});
