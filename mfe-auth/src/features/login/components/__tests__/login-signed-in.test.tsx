import { renderWithApp } from '@gcw/shared/testing';
import { screen } from '@testing-library/react';

import { makeSession, makeUser } from '../../../../test-utils/fixtures';
import { LoginPage } from '../login-page';

const signedIn = {
  user: makeUser(),
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

function renderSignedIn(answer: { data: unknown } | { error: unknown }, route = '/auth/login') {
  const transport = jest.fn(() => answer);
  const result = renderWithApp(<LoginPage />, {
    route,
    path: '/auth/login',
    session: signedIn,
    transport,
  });
  return { ...result, transport };
}

describe('LoginPage opened while signed in', () => {
  it('fetches the profile and sends an admin to /admin', async () => {
    const { transport } = renderSignedIn({ data: { Data: makeUser({ role: 'admin' }) } });
    expect(await screen.findByLabelText('current location')).toHaveTextContent(/^\/admin$/);
    expect(transport).toHaveBeenCalledWith('/profile/my', expect.anything(), undefined);
  });

  it('sends any other role to the profile', async () => {
    renderSignedIn({ data: { Data: makeUser({ role: 'participant' }) } });
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      /^\/dashboard\/profile$/,
    );
  });

  it('honours a redirect query the role may open', async () => {
    renderSignedIn({ data: { Data: makeUser() } }, '/auth/login?redirect=%2Fdashboard%2Fseminar');
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      '/dashboard/seminar',
    );
  });

  it("toasts 'Failed to fetch profile' when the profile fetch fails and stays", async () => {
    renderSignedIn({ error: { status: 500, data: { Message: 'boom' } } });
    expect(await screen.findByText('Failed to fetch profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('does not fetch the profile when signed out', () => {
    const transport = jest.fn(() => ({ data: { Data: makeSession() } }));
    renderWithApp(<LoginPage />, { route: '/auth/login', path: '/auth/login', transport });
    expect(transport).not.toHaveBeenCalled();
  });
});
