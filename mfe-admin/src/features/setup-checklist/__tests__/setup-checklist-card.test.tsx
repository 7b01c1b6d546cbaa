import type { SetupChecklist, SetupItem } from '@gcw/shared';
import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { SetupChecklistCard } from '../components/setup-checklist-card';

const item = (id: string, label: string, over: Partial<SetupItem> = {}): SetupItem => ({
  id,
  label,
  state: 'todo',
  required: true,
  detail: 'Belum diisi.',
  link: `/admin/settings#${id.replace('.', '-')}`,
  ...over,
});

const bank = item('hackathon.bank_account', 'Rekening pembayaran Hackathon', {
  link: '/admin/settings#hackathon-bank_account.bank',
});
const delivery = item('mail.delivery', 'Pengiriman e-mail', {
  required: false,
  link: '/admin/mails',
  detail: 'SMTP_URL belum diatur: e-mail hanya disimpan di server, tidak dikirim ke peserta.',
});
const testMail = (state: SetupItem['state'], detail: string) =>
  item('mail.test', 'E-mail uji', { state, detail, link: '/admin/mails' });
const list = (items: SetupItem[], ready = false): SetupChecklist => ({ items, ready });

describe('SetupChecklistCard', () => {
  it('lists what is missing with a link to the exact setting; advice does not count', async () => {
    renderWithApp(<SetupChecklistCard />, {
      routes: {
        'GET /setup': ok(
          list([
            bank,
            item('hackathon.fee', 'Biaya pendaftaran Hackathon', {
              state: 'done',
              detail: 'Rp100.000 per tim.',
            }),
            delivery,
            testMail('todo', 'Belum pernah dikirim.'),
          ]),
        ),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Persiapan acara' })).toBeInTheDocument();
    expect(
      screen.getByText(/1 dari 3 persiapan wajib selesai. Lengkapi sisanya/),
    ).toBeInTheDocument();
    const row = screen.getByRole('listitem', {
      name: 'Rekening pembayaran Hackathon: Belum selesai',
    });
    expect(
      within(row).getByRole('link', { name: 'Atur rekening pembayaran hackathon' }),
    ).toHaveAttribute('href', '/admin/settings#hackathon-bank_account.bank');
    expect(
      screen.getByRole('listitem', { name: 'Biaya pendaftaran Hackathon: Selesai' }),
    ).toHaveTextContent('Rp100.000 per tim.');
    expect(screen.getByRole('listitem', { name: 'Pengiriman e-mail: Saran' })).toHaveTextContent(
      /hanya disimpan di server/,
    );
  });

  it('sends a test mail and follows it until the outbox has taken it', async () => {
    const answers = [
      list([testMail('todo', 'Belum pernah dikirim.')]),
      list([testMail('waiting', 'Sedang dikirim ke admin@gcw.local…')]),
      list([testMail('done', 'Disimpan di server untuk admin@gcw.local.')], true),
    ];
    const { user, transport } = renderWithApp(<SetupChecklistCard />, {
      routes: {
        'GET /setup': () => ok(answers.length > 1 ? answers.shift() : answers[0]),
        'POST /setup/test-mail': ok({ message: 'E-mail uji dikirim ke admin@gcw.local.' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Kirim e-mail uji' }));
    expect(await screen.findByText('E-mail uji dikirim ke admin@gcw.local.')).toBeInTheDocument();
    expect(transport.callsTo('POST /setup/test-mail')).toHaveLength(1);
    expect(
      await screen.findByRole('listitem', { name: 'E-mail uji: Sedang diproses' }),
    ).toBeInTheDocument();
    // The list is asked again while the mail waits; the user waits for it to turn done.
    expect(await screen.findByRole('listitem', { name: 'E-mail uji: Selesai' })).toHaveTextContent(
      'Disimpan di server untuk admin@gcw.local.',
    );
    expect(
      screen.getByText('Semua persiapan wajib selesai: pendaftaran siap dibuka.'),
    ).toBeInTheDocument();
  });

  it('shows nothing on the landing page of the admin once everything is ready', async () => {
    renderWithApp(
      <>
        <SetupChecklistCard onlyWhenIncomplete />
        <SetupChecklistCard />
      </>,
      { routes: { 'GET /setup': ok(list([testMail('done', 'Terkirim.')], true)) } },
    );
    // The full card (the overview's) has the answer: the landing page's stays away.
    expect(await screen.findByText(/pendaftaran siap dibuka/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Persiapan acara' })).toHaveLength(1);
  });
});
