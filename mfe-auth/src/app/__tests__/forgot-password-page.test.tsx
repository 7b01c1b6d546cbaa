import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';

import { LoginPage } from '../../features/login/components/login-page';
import { ForgotPasswordPage } from '../../features/password-reset/components/forgot-password-page';
import { callsTo, routeTransport } from '../../test-utils/route-transport';

const CONFIRMATION = /^Jika alamat itu terdaftar, kami telah mengirim tautan/;

function renderForgot(answer: Parameters<typeof routeTransport>[0][string]) {
  const transport = routeTransport({ 'POST /auth/password/forgot': answer });
  renderWithApp(<ForgotPasswordPage />, {
    route: '/auth/forgot-password',
    path: '/auth/forgot-password',
    transport,
  });
  return transport;
}

async function submit(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
}

describe('ForgotPasswordPage', () => {
  it.each([
    ['a known address', { Message: 'Accepted', known: true }],
    ['an unknown address', { Message: 'Something else entirely' }],
  ])('shows the same confirmation for %s', async (_label, body) => {
    const transport = renderForgot({ data: body });
    await submit('sari@kampus.ac.id');
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(CONFIRMATION);
    expect(confirmation).toHaveTextContent('sari@kampus.ac.id');
    expect(confirmation).not.toHaveTextContent(/Accepted|Something else/);
    expect(callsTo(transport, 'POST /auth/password/forgot')[0]?.body).toEqual({
      email: 'sari@kampus.ac.id',
    });
    expect(screen.queryByRole('button', { name: 'Kirim tautan' })).not.toBeInTheDocument();
  });

  it('checks the address before sending anything', async () => {
    const transport = renderForgot({ data: {} });
    await submit('bukan-email');
    expect(await screen.findByText('Masukkan alamat email yang valid')).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
  });

  it("shows the API's message when rate-limited, and no confirmation", async () => {
    renderForgot({ error: { status: 429, data: { Message: 'Coba lagi dalam 15 menit.' } } });
    await submit('sari@kampus.ac.id');
    expect(await screen.findByText('Coba lagi dalam 15 menit.')).toBeInTheDocument();
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });

  it('is linked from the sign-in page, with the e-mail typed there', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
      </Routes>,
      { route: '/auth/login', path: '/auth/*', config: { googleClientId: '' } },
    );
    await user.click(screen.getByLabelText('Email'));
    await user.paste('sari@kampus.ac.id');
    await user.click(screen.getByRole('link', { name: 'Lupa kata sandi?' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('sari@kampus.ac.id'));
    expect(screen.getByRole('heading', { level: 1, name: 'Lupa kata sandi?' })).toBeInTheDocument();
  });
});
