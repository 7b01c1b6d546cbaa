import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, refusedLink, routeTransport } from '../../../../test-utils/route-transport';
import { ResetPasswordPage } from '../reset-password-page';

const INVITE = '/auth/reset-password?token=inv-42&invite=1';

function renderInvite(answer: Parameters<typeof routeTransport>[0][string], route = INVITE) {
  const transport = routeTransport({ 'POST /auth/password/reset': answer });
  renderWithApp(<ResetPasswordPage />, { route, path: '/auth/reset-password', transport });
  return transport;
}

async function createPassword(password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Kata sandi baru'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Ulangi kata sandi baru'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Buat kata sandi dan masuk' }));
  return user;
}

describe('ResetPasswordPage opened from a committee invite', () => {
  it('speaks of the committee account, and the plain reset does not', () => {
    renderInvite({ data: {} });
    expect(
      screen.getByRole('heading', { name: 'Buat kata sandi akun panitia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Buat kata sandi akun panitia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat kata sandi dan masuk' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan kata sandi baru' })).toBeNull();
  });

  it('keeps the reset texts without invite=1', () => {
    renderInvite({ data: {} }, '/auth/reset-password?token=tok-1&invite=0');
    expect(screen.getByRole('heading', { name: 'Buat kata sandi baru' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan kata sandi baru' })).toBeInTheDocument();
  });

  it('sends the invite token with the same reset call, then goes to sign-in', async () => {
    const transport = renderInvite({ data: {} });
    await createPassword('sandiPanitia1');
    expect(
      await screen.findByText(
        'Kata sandi akun panitia dibuat. Silakan masuk dengan email undangan Anda.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent('/auth/login'),
    );
    expect(callsTo(transport, 'POST /auth/password/reset')[0]?.body).toEqual({
      token: 'inv-42',
      password: 'sandiPanitia1',
    });
  });

  it('sends an expired invite back to the ketua, not to the forgotten-password form', async () => {
    renderInvite(refusedLink('expired'));
    await createPassword('sandiPanitia1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tautan undangan sudah kedaluwarsa');
    expect(screen.getByRole('alert')).toHaveTextContent('Minta Ketua panitia mengirim ulang');
    expect(screen.queryByRole('link', { name: 'Minta tautan baru' })).toBeNull();
  });

  it('offers to sign in when the invite was already used', async () => {
    renderInvite(refusedLink('used'));
    const user = await createPassword('sandiPanitia1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Undangan sudah dipakai');
    await user.click(screen.getByRole('link', { name: 'Masuk' }));
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent('/auth/login'),
    );
  });
});
