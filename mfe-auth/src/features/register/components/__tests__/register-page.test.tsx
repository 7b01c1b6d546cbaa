import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import { renderWithApp } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { deferred } from '../../../../test-utils/fixtures';
import { RegisterPage } from '../register-page';

type Answer = { data: unknown } | { error: unknown };

function renderRegister(answer: Answer | Promise<Answer>, route = '/auth/register') {
  const transport = jest.fn(() => answer);
  return {
    ...renderWithApp(<RegisterPage />, { route, path: '/auth/register', transport }),
    transport,
  };
}

const CONSENT = 'Saya telah membaca dan menyetujui Kebijakan Privasi';

async function fill(values: Partial<Record<string, string>> = {}, { consent = true } = {}) {
  const user = userEvent.setup();
  const entries = {
    'Nama lengkap': 'Sari Dewi',
    Email: 'sari@kampus.ac.id',
    'Kata sandi': 'rahasia123',
    'Konfirmasi kata sandi': 'rahasia123',
    ...values,
  };
  for (const [label, value] of Object.entries(entries)) {
    await user.click(screen.getByLabelText(label));
    if (value) await user.paste(value);
  }
  if (consent) await user.click(screen.getByRole('checkbox', { name: CONSENT }));
  await user.click(screen.getByRole('button', { name: 'Daftar' }));
}

describe('RegisterPage', () => {
  it('shows its heading, four labelled fields and the way back to sign in', () => {
    renderRegister({ data: null }, '/auth/register?redirect=%2Fdashboard%2Fseminar');
    expect(screen.getByRole('heading', { level: 1, name: 'Buat akun' })).toBeInTheDocument();
    for (const label of ['Nama lengkap', 'Email', 'Kata sandi', 'Konfirmasi kata sandi']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Sudah punya akun? Masuk' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fdashboard%2Fseminar',
    );
    expect(screen.getByRole('link', { name: 'GCW 2025' })).toHaveAttribute('href', '/');
  });

  it('checks every field before sending anything', async () => {
    const { transport } = renderRegister({ data: null });
    await fill(
      {
        'Nama lengkap': '',
        Email: 'bukan-email',
        'Kata sandi': 'pendek',
        'Konfirmasi kata sandi': 'lain',
      },
      { consent: false },
    );
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Masukkan alamat email yang valid')).toBeInTheDocument();
    expect(screen.getByText('Kata sandi minimal 8 karakter')).toBeInTheDocument();
    expect(screen.getByText('Konfirmasi kata sandi tidak sama')).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    expect(transport).not.toHaveBeenCalled();
  });

  it('asks for the agreement to the privacy notice, unticked, with a link to the notice', () => {
    renderRegister({ data: null });
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    const link = screen.getByRole('link', { name: 'Kebijakan Privasi' });
    expect(link).toHaveAttribute('href', '/privasi');
    // A new tab: what was typed into the form stays.
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses to send without the tick, saying why under the checkbox', async () => {
    const { transport } = renderRegister({ data: null });
    await fill({}, { consent: false });
    expect(await screen.findByText(PRIVACY_MESSAGES.consentRequired)).toBeInTheDocument();
    const checkbox = screen.getByRole('checkbox', { name: CONSENT });
    expect(checkbox).toHaveAccessibleDescription(PRIVACY_MESSAGES.consentRequired);
    expect(checkbox).toBeInvalid();
    expect(transport).not.toHaveBeenCalled();

    await userEvent.setup().click(checkbox);
    await waitFor(() =>
      expect(screen.queryByText(PRIVACY_MESSAGES.consentRequired)).not.toBeInTheDocument(),
    );
  });

  it("shows the API's refusal of an outdated notice under the checkbox", async () => {
    renderRegister({
      error: {
        status: 400,
        data: {
          Message: PRIVACY_MESSAGES.consentOutdated,
          Errors: { consent_version: PRIVACY_MESSAGES.consentOutdated },
        },
      },
    });
    await fill();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
        PRIVACY_MESSAGES.consentOutdated,
      ),
    );
  });

  it('toggles the password visibility with an Indonesian label', async () => {
    renderRegister({ data: null });
    const password = screen.getByLabelText('Kata sandi');
    await userEvent
      .setup()
      .click(screen.getAllByRole('button', { name: 'Tampilkan kata sandi' })[0]!);
    expect(password).toHaveAttribute('type', 'text');
  });

  it("posts name, e-mail, password and the notice's version, locks while busy, then goes to sign in", async () => {
    const answer = deferred<Answer>();
    const { transport } = renderRegister(answer.promise, '/auth/register?redirect=%2Fdashboard');
    await fill();
    expect(await screen.findByRole('button', { name: 'Mendaftar...' })).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(transport).toHaveBeenCalledWith(
      {
        url: '/auth/registration',
        method: 'POST',
        body: {
          name: 'Sari Dewi',
          email: 'sari@kampus.ac.id',
          password: 'rahasia123',
          consent_version: PRIVACY_NOTICE_VERSION,
        },
      },
      expect.anything(),
      undefined,
    );
    answer.resolve({ data: { Data: { id: 9 } } });
    expect(await screen.findByLabelText('current location')).toHaveTextContent(
      '/auth/login?redirect=%2Fdashboard',
    );
    expect(await screen.findByText('Akun berhasil dibuat. Silakan masuk.')).toBeInTheDocument();
  });

  it('says clearly when the e-mail is already registered (409)', async () => {
    renderRegister({ error: { status: 409, data: { Message: 'Email already registered' } } });
    await fill();
    await waitFor(() =>
      expect(
        screen.getAllByText('Email sudah terdaftar. Silakan masuk atau gunakan email lain.').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
    );
    expect(screen.queryByLabelText('current location')).not.toBeInTheDocument();
  });

  it("shows the API's message for a 400 and its field messages under the fields", async () => {
    renderRegister({
      error: {
        status: 400,
        data: { Message: 'Email is already in use', Errors: { email: 'Email is already in use' } },
      },
    });
    await fill();
    await waitFor(() =>
      expect(screen.getAllByText('Email is already in use').length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already in use');
  });

  it('falls back to a general message when the call fails without one', async () => {
    renderRegister({ error: { status: 500, data: null } });
    await fill();
    await waitFor(() =>
      expect(screen.getAllByText('Pendaftaran gagal. Silakan coba lagi.').length).toBeGreaterThan(
        0,
      ),
    );
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled();
  });
});
