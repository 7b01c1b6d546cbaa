import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { accountStatus } from '../../../test-utils/account-fixture';
import { fill } from '../../../test-utils/fill';
import { USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { EmailSection } from '../components/email-section';

describe('EmailSection', () => {
  it('shows a pending change beside the current address', async () => {
    renderWithApp(<EmailSection />, {
      routes: { 'GET /profile/account': ok(accountStatus({ pending_email: 'baru@kampus.ac.id' })) },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Menunggu konfirmasi untuk baru@kampus.ac.id',
    );
    expect(screen.getByText(USER.email)).toBeInTheDocument();
  });

  it('asks for a change with the new address and the password', async () => {
    let pending: string | null = null;
    const { user, transport } = renderWithApp(<EmailSection />, {
      routes: {
        'GET /profile/account': () => ok(accountStatus({ pending_email: pending })),
        'POST /profile/email': () => {
          pending = 'baru@kampus.ac.id';
          return ok({});
        },
      },
    });
    await fill(await screen.findByLabelText('Email baru'), 'baru@kampus.ac.id');
    await fill(screen.getByLabelText('Kata sandi saat ini'), 'rahasia123');
    await user.click(screen.getByRole('button', { name: 'Ganti email' }));
    await waitFor(() => expect(transport.callsTo('POST /profile/email')).toHaveLength(1));
    expect(transport.callsTo('POST /profile/email')[0]?.body).toEqual({
      new_email: 'baru@kampus.ac.id',
      password: 'rahasia123',
    });
    expect(await screen.findByText(/Menunggu konfirmasi untuk/)).toHaveTextContent(
      'baru@kampus.ac.id',
    );
  });

  it('refuses the current address and shows a refusal of the API', async () => {
    const { user, transport } = renderWithApp(<EmailSection />, {
      routes: {
        'GET /profile/account': ok(accountStatus()),
        'POST /profile/email': refuse(400, 'Kata sandi salah'),
      },
    });
    await fill(await screen.findByLabelText('Email baru'), USER.email);
    await user.click(screen.getByRole('button', { name: 'Ganti email' }));
    expect(await screen.findByText('Alamat ini sudah menjadi email akun Anda')).toBeInTheDocument();
    expect(transport.callsTo('POST /profile/email')).toHaveLength(0);
    await fill(screen.getByLabelText('Email baru'), 'lain@kampus.ac.id');
    await user.click(screen.getByRole('button', { name: 'Ganti email' }));
    expect(await screen.findByText('Kata sandi salah')).toBeInTheDocument();
  });
});
