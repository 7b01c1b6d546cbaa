import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, refusedLink, routeTransport } from '../../../../test-utils/route-transport';
import { ResetPasswordPage } from '../reset-password-page';

function renderReset(answer: Parameters<typeof routeTransport>[0][string], route: string) {
  const transport = routeTransport({ 'POST /auth/password/reset': answer });
  renderWithApp(<ResetPasswordPage />, { route, path: '/auth/reset-password', transport });
  return transport;
}

async function choosePassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Kata sandi baru'));
  await user.paste(password);
  await user.click(screen.getByLabelText('Ulangi kata sandi baru'));
  await user.paste(confirmation);
  await user.click(screen.getByRole('button', { name: 'Simpan kata sandi baru' }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('sends the token and the new password, then goes to sign-in with a success toast', async () => {
    const transport = renderReset({ data: {} }, '/auth/reset-password?token=tok-123');
    await choosePassword('sandiBaru123');
    expect(
      await screen.findByText('Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.'),
    ).toBeInTheDocument();
    // The toast is queued before the navigation renders: wait for the page a student waits for.
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent('/auth/login'),
    );
    expect(callsTo(transport, 'POST /auth/password/reset')[0]?.body).toEqual({
      token: 'tok-123',
      password: 'sandiBaru123',
    });
  });

  it('asks for 8 characters and a matching confirmation before sending', async () => {
    const transport = renderReset({ data: {} }, '/auth/reset-password?token=tok-123');
    await choosePassword('pendek', 'lain');
    expect(await screen.findByText('Kata sandi minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi kata sandi tidak sama')).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
  });

  it.each([
    ['invalid', 'Tautan tidak valid'],
    ['expired', 'Tautan sudah kedaluwarsa'],
    ['used', 'Tautan sudah dipakai'],
  ])('explains a %s link and offers to ask again', async (reason, title) => {
    renderReset(refusedLink(reason), '/auth/reset-password?token=tok-123');
    const user = await choosePassword('sandiBaru123');
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.queryByLabelText('Kata sandi baru')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Minta tautan baru' }));
    await waitFor(() =>
      expect(screen.getByLabelText('current location')).toHaveTextContent('/auth/forgot-password'),
    );
  });

  it('treats a link without a token as invalid at once', () => {
    const transport = renderReset({ data: {} }, '/auth/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('Tautan tidak valid');
    expect(screen.getByRole('link', { name: 'Minta tautan baru' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(transport).not.toHaveBeenCalled();
  });
});
