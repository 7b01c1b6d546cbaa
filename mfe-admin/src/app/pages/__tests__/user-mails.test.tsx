import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { SUMMARY, adminUser, mail, page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const MAILS = 'GET /users/10/mails';
const RESEND = 'POST /users/10/resend-verification';
const CONFIRM = 'Kirim ulang verifikasi?';
const routes = {
  'GET /users': ok(page([adminUser()])),
  'GET /summary': ok(SUMMARY),
  'GET /users/10': ok(userDetail()),
  [MAILS]: ok(
    page([
      mail({ id: 3, subject: 'Pembayaran terverifikasi', template: 'payment_verified' }),
      mail({
        id: 2,
        state: 'failed',
        attempts: 5,
        sent_at: null,
        last_error: 'Connection timeout',
      }),
      mail({
        id: 1,
        template: 'password_reset',
        subject: 'Atur ulang',
        state: 'pending',
        sent_at: null,
      }),
    ]),
  ),
};

async function openPanel(options: Parameters<typeof renderWithApp>[1]) {
  const rendered = renderWithApp(<UsersPage />, { route: '/?user=10', ...options });
  const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
  return { ...rendered, panel };
}

describe('mail history in the user detail panel', () => {
  it("lists the user's sent, failed and pending mails", async () => {
    const { panel } = await openPanel({ routes });
    const history = await within(panel).findByRole('list', { name: 'Riwayat e-mail' });
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Terkirim')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Gagal')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Galat: Connection timeout')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Menunggu')).toBeInTheDocument();
    expect(within(items[2]!).getByText(/Atur ulang kata sandi/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Lihat di Kotak keluar' })).toHaveAttribute(
      'href',
      '/admin/mails?search=budi%40kampus.ac.id',
    );
  });

  it('opens a mail of the history in the mail dialog', async () => {
    const { panel, user } = await openPanel({
      routes: {
        ...routes,
        'GET /mails/3': ok({
          ...mail({ id: 3, subject: 'Pembayaran terverifikasi', template: 'payment_verified' }),
          delivery: 'file',
          one_time_link: false,
          recipient_name: 'Budi Santoso',
          message_id: null,
          body_shown: true,
          text: 'Pembayaran tim Anda diverifikasi.',
          html: '<p>Pembayaran tim Anda diverifikasi.</p>',
        }),
      },
    });
    await user.click(
      await within(panel).findByRole('button', { name: 'Buka e-mail Pembayaran terverifikasi' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pembayaran terverifikasi' });
    expect(within(dialog).getByText('Pembayaran tim Anda diverifikasi.')).toBeVisible();
    expect(within(dialog).getByText('Disimpan di server, tidak dikirim')).toBeVisible();
  });

  it('says when the user has no mail', async () => {
    const { panel } = await openPanel({ routes: { ...routes, [MAILS]: ok(page([], 0)) } });
    expect(await within(panel).findByText('Belum ada e-mail untuk pengguna ini.')).toBeVisible();
  });
});

describe('resend verification', () => {
  it('asks first, calls the API and shows its message', async () => {
    const { panel, transport, user } = await openPanel({
      routes: {
        ...routes,
        [RESEND]: ok({ message: 'Tautan verifikasi telah dikirim ke budi@kampus.ac.id.' }),
      },
    });
    await user.click(await within(panel).findByRole('button', { name: 'Kirim ulang verifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: CONFIRM });
    expect(transport.callsTo(RESEND)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    expect(
      await screen.findByText('Tautan verifikasi telah dikirim ke budi@kampus.ac.id.'),
    ).toBeInTheDocument();
    expect(transport.callsTo(RESEND)).toHaveLength(1);
    // The queued mail must show: the history is asked again.
    await waitFor(() => expect(transport.callsTo(MAILS).length).toBeGreaterThan(1));
  });

  it('shows the refusal of an already verified address', async () => {
    const { panel, user } = await openPanel({
      routes: { ...routes, [RESEND]: refuse(409, 'Alamat e-mail Anda sudah terverifikasi.') },
    });
    await user.click(await within(panel).findByRole('button', { name: 'Kirim ulang verifikasi' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', {
        name: 'Kirim',
      }),
    );
    expect(await screen.findByText('Alamat e-mail Anda sudah terverifikasi.')).toBeInTheDocument();
  });

  it('cancelling sends nothing', async () => {
    const { panel, transport, user } = await openPanel({ routes });
    await user.click(await within(panel).findByRole('button', { name: 'Kirim ulang verifikasi' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: CONFIRM })).getByRole('button', {
        name: 'Batal',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFIRM })).toBe(null));
    expect(transport.callsTo(RESEND)).toHaveLength(0);
  });
});
