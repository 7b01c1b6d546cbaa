import type { OutboxMail, OutboxMailDetail } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { mail, page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { OutboxPage } from '../components/outbox-page';

const detail = (overrides: Partial<OutboxMailDetail> = {}): OutboxMailDetail => ({
  ...mail({ id: 2, subject: 'Anggota baru bergabung', template: 'member_joined' }),
  delivery: 'file',
  one_time_link: false,
  recipient_name: 'Budi Santoso',
  message_id: '<outbox.2.1@gcw.local>',
  body_shown: true,
  text: 'Rina bergabung dengan tim Anda.\nBuka https://gcw.example.ac.id/dashboard',
  html: '<html><head><title>x</title></head><body><p>Rina bergabung.</p><a href="https://gcw.example.ac.id/dashboard">Buka dasbor</a><script>alert(1)</script></body></html>',
  ...overrides,
});

const stored: OutboxMail = { ...mail({ id: 2 }), delivery: 'file', one_time_link: false };
const accepted: OutboxMail = {
  ...mail({ id: 3, to: 'sari@kampus.ac.id' }),
  delivery: 'smtp',
  one_time_link: false,
};
const routes = {
  'GET /mails': ok(page([stored, accepted])),
  'GET /mails/2': ok(detail()),
};

async function openMail(options: Parameters<typeof renderWithApp>[1] = { routes }) {
  const rendered = renderWithApp(<OutboxPage />, options);
  await rendered.user.click(
    await screen.findByRole('button', {
      name: 'Buka e-mail Verifikasi alamat e-mail Anda untuk budi@kampus.ac.id',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Anggota baru bergabung' });
  return { ...rendered, dialog };
}

describe('the outbox tells the truth about delivery', () => {
  it('a stored mail says it was not sent; one a server accepted says Terkirim', async () => {
    renderWithApp(<OutboxPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Kotak keluar' });
    await within(table).findByText('sari@kampus.ac.id');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Disimpan di server, tidak dikirim')).toBeInTheDocument();
    expect(within(first!).queryByText('Terkirim')).toBe(null);
    expect(within(second!).getByText('Terkirim')).toBeInTheDocument();
  });
});

describe('opening a mail', () => {
  it('shows who, when and the state, the text with clickable links and the HTML in a sandbox', async () => {
    const { dialog } = await openMail();
    expect(screen.getByTestId('url-search')).toHaveTextContent('?mail=2');
    expect(within(dialog).getByText('Budi Santoso <budi@kampus.ac.id>')).toBeInTheDocument();
    expect(within(dialog).getByText('Disimpan di server, tidak dikirim')).toBeInTheDocument();
    expect(within(dialog).getByText(/E-mail ini tidak sampai ke penerima/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^23\/11\/26,? 09\.00 WIB$/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Rina bergabung dengan tim Anda/)).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'https://gcw.example.ac.id/dashboard' });
    expect(link).toHaveAttribute('href', 'https://gcw.example.ac.id/dashboard');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const frame = within(dialog).getByTitle('Tampilan HTML e-mail');
    // No scripts and no shared origin: a mail cannot reach the admin's page; links open in a tab.
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox).toContain('allow-popups');
    const srcdoc = frame.getAttribute('srcdoc')!;
    expect(srcdoc).toContain('<head><base target="_blank"><title>x</title>');
    expect(srcdoc).toContain('<a href="https://gcw.example.ac.id/dashboard">Buka dasbor</a>');
  });

  it('a one-time link sent to a real mailbox stays hidden and cannot be resent as it is', async () => {
    const { dialog } = await openMail({
      routes: {
        ...routes,
        'GET /mails/2': ok(
          detail({
            delivery: 'smtp',
            one_time_link: true,
            body_shown: false,
            text: null,
            html: null,
          }),
        ),
      },
    });
    expect(
      within(dialog).getByText(/tidak ditampilkan karena berisi tautan sekali pakai/),
    ).toBeVisible();
    expect(within(dialog).queryByTitle('Tampilan HTML e-mail')).toBe(null);
    expect(within(dialog).getByRole('button', { name: 'Kirim ulang' })).toBeDisabled();
    expect(within(dialog).getByText(/kirim tautan baru dari detail pengguna/)).toBeVisible();
  });

  it('a stored one-time link is shown with a warning to pass it only to its owner', async () => {
    const { dialog } = await openMail({
      routes: { ...routes, 'GET /mails/2': ok(detail({ one_time_link: true })) },
    });
    expect(
      within(dialog).getByText(/Berikan hanya kepada pemilik alamat budi@kampus.ac.id/),
    ).toBeVisible();
  });

  it('says so when the mail cannot be loaded', async () => {
    renderWithApp(<OutboxPage />, {
      routes: { ...routes, 'GET /mails/2': refuse(404, 'E-mail tidak ditemukan.') },
      route: '/?mail=2',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Detail e-mail' });
    expect(await within(dialog).findByText('E-mail tidak ditemukan.')).toBeVisible();
  });
});

describe('resending a mail', () => {
  it('asks first, queues a copy and shows it', async () => {
    const copy = { ...stored, id: 7, state: 'pending' as const, sent_at: null, delivery: null };
    const { dialog, transport, user } = await openMail({
      routes: {
        ...routes,
        'POST /mails/2/resend': ok(copy),
        'GET /mails/7': ok(detail({ ...copy, subject: 'Salinan baru' })),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim ulang' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kirim ulang e-mail?' });
    expect(transport.callsTo('POST /mails/2/resend')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Kirim ulang' }));
    expect(
      await screen.findByText('E-mail diantrekan ulang untuk budi@kampus.ac.id.'),
    ).toBeVisible();
    expect(transport.callsTo('POST /mails/2/resend')).toHaveLength(1);
    expect(await screen.findByRole('dialog', { name: 'Salinan baru' })).toBeVisible();
    expect(screen.getByTestId('url-search')).toHaveTextContent('?mail=7');
    // The new row must show in the list.
    await waitFor(() => expect(transport.callsTo('GET /mails').length).toBeGreaterThan(1));
  });

  it("shows the API's refusal", async () => {
    const { dialog, user } = await openMail({
      routes: {
        ...routes,
        'POST /mails/2/resend': refuse(409, 'E-mail ini masih menunggu dikirim.'),
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Kirim ulang' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kirim ulang e-mail?' });
    await user.click(within(confirm).getByRole('button', { name: 'Kirim ulang' }));
    expect(await screen.findByText('E-mail ini masih menunggu dikirim.')).toBeVisible();
  });
});
