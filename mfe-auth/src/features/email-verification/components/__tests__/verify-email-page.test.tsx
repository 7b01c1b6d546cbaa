import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeUser } from '../../../../test-utils/fixtures';
import { callsTo, refusedLink, routeTransport } from '../../../../test-utils/route-transport';
import { VerifyEmailPage } from '../verify-email-page';

type Routes = Parameters<typeof routeTransport>[0];

function renderVerify(routes: Routes, { signedIn = false, token = 'ver-1' } = {}) {
  const transport = routeTransport(routes);
  const session = signedIn ? { user: makeUser(), accessToken: 'a', refreshToken: 'r' } : {};
  renderWithApp(<VerifyEmailPage />, {
    route: `/auth/verify-email?token=${token}`,
    path: '/auth/verify-email',
    transport,
    session,
  });
  return transport;
}

const VERIFIED = { data: { Data: { email: 'sari@kampus.ac.id', email_verified: true } } };

describe('VerifyEmailPage', () => {
  it('verifies the token once on open and links a signed-in student to the dashboard', async () => {
    const transport = renderVerify({ 'POST /auth/email/verify': VERIFIED }, { signedIn: true });
    expect(
      await screen.findByText(/Email sari@kampus.ac.id berhasil diverifikasi/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
    expect(callsTo(transport, 'POST /auth/email/verify')).toEqual([
      { url: '/auth/email/verify', method: 'POST', body: { token: 'ver-1' } },
    ]);
  });

  it('sends a signed-out student to sign in after verifying', async () => {
    renderVerify({ 'POST /auth/email/verify': VERIFIED });
    expect(await screen.findByRole('link', { name: 'Masuk' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fdashboard%2Fprofile',
    );
  });

  it('explains an expired link and resends a new one for a signed-in student', async () => {
    const transport = renderVerify(
      {
        'POST /auth/email/verify': refusedLink('expired'),
        'POST /auth/email/resend': { data: {} },
      },
      { signedIn: true },
    );
    expect(await screen.findByText('Tautan verifikasi sudah kedaluwarsa')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim ulang' }));
    expect(await screen.findByText(/Tautan verifikasi baru telah dikirim/)).toBeInTheDocument();
    expect(callsTo(transport, 'POST /auth/email/resend')).toHaveLength(1);
  });

  it('shows the rate-limit message of a refused resend', async () => {
    renderVerify(
      {
        'POST /auth/email/verify': refusedLink('used'),
        'POST /auth/email/resend': { error: { status: 429, data: { Message: 'Tunggu 5 menit.' } } },
      },
      { signedIn: true },
    );
    expect(await screen.findByText('Tautan verifikasi sudah dipakai')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirim ulang' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Tunggu 5 menit.'),
    );
  });

  it('offers no resend to a signed-out student, but a way to sign in', async () => {
    renderVerify({ 'POST /auth/email/verify': refusedLink('invalid') });
    expect(await screen.findByText('Tautan verifikasi tidak valid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim ulang' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Masuk' })).toBeInTheDocument();
  });
});
