import type { AdminAnnouncement, AnnouncementPreview } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { AnnouncementsPage } from '../components/announcements-page';

const SENT: AdminAnnouncement = {
  id: 1,
  title: 'Jadwal final',
  body: '<script>alert(1)</script> Final di Aula',
  audience: 'stage',
  event: 'Hackathon',
  status: 'Stage-1',
  recipients: 12,
  created_by_name: 'Admin GCW',
  created_at: '2026-11-23T02:00:00.000Z',
  completed_at: '2026-11-23T02:00:05.000Z',
  state: 'sent',
  scheduled_at: null,
  sent_at: '2026-11-23T02:00:00.000Z',
  edited_at: null,
  withdrawn_at: null,
};
const DRAFT: AdminAnnouncement = {
  ...SENT,
  id: 2,
  title: 'Info tahap 2',
  body: 'Segera',
  recipients: 0,
  completed_at: null,
  state: 'draft',
  sent_at: null,
};
const PREVIEW: AnnouncementPreview = {
  recipients: 12,
  page: { title: 'Jadwal final', body: '<b>Final</b> di Aula', event: 'Hackathon' },
  bell: {
    title: 'Pengumuman: Jadwal final',
    body: '<b>Final</b> di Aula',
    link: '/dashboard/profile',
  },
  mail: {
    subject: 'Pengumuman: Jadwal final - GCW 2025',
    text: 'Halo Nama Peserta,\n\n<b>Final</b> di Aula\n\nSalam,\nPanitia GCW 2025',
    html: '<p>tidak ditampilkan</p>',
  },
};
const fill = async (
  user: ReturnType<typeof renderWithApp>['user'],
  title: string,
  body: string,
) => {
  await user.type(await screen.findByLabelText('Judul'), title);
  await user.type(screen.getByLabelText('Isi pengumuman'), body);
};

describe('AnnouncementsPage', () => {
  it('lists every announcement with its audience and state; script in the body is plain text', async () => {
    const withdrawn = { ...SENT, id: 3, title: 'Ditarik', state: 'withdrawn' as const };
    const scheduled = {
      ...DRAFT,
      id: 4,
      title: 'Nanti',
      state: 'scheduled' as const,
      scheduled_at: '2026-11-24T03:00:00.000Z',
    };
    const { container } = renderWithApp(<AnnouncementsPage />, {
      routes: { 'GET /announcements': ok(page([scheduled, withdrawn, DRAFT, SENT])) },
    });
    const list = await screen.findByRole('list', { name: 'Daftar pengumuman' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[3]!).getByText('Hackathon – Tahap 1')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Terkirim · 12 penerima')).toBeInTheDocument();
    expect(
      within(items[3]!).getByText('<script>alert(1)</script> Final di Aula'),
    ).toBeInTheDocument();
    expect(within(items[2]!).getByText('Draf')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Ditarik · 12 penerima')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).toBeNull();
    expect(
      within(items[0]!).getByText(/^Terjadwal 24 November 2026( pukul)? 10[.:]00 WIB$/),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('checks the form, previews it, and sends only after a confirmation naming the count', async () => {
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([])),
        'GET /announcements/recipients': ok({ recipients: 12 }),
        'POST /announcements/preview': ok(PREVIEW),
        'POST /announcements': ok({ ...DRAFT, id: 7 }),
        'POST /announcements/7/send': ok({ ...SENT, id: 7 }),
      },
    });
    await screen.findByText('Belum ada pengumuman.');
    await user.click(screen.getByRole('button', { name: 'Pratinjau & kirim' }));
    expect(await screen.findByText('Judul wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Isi pengumuman wajib diisi')).toBeInTheDocument();
    await fill(user, 'Jadwal final', '<b>Final</b> di Aula');
    await user.click(screen.getByRole('combobox', { name: 'Penerima' }));
    await user.click(screen.getByRole('option', { name: 'Tim pada satu tahap' }));
    await user.click(screen.getByRole('button', { name: 'Pratinjau & kirim' }));
    expect(await screen.findByText('Pilih acaranya')).toBeInTheDocument();
    expect(screen.getByText('Pilih tahapnya')).toBeInTheDocument();
    expect(transport.callsTo('POST /announcements/preview')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Acara' }));
    expect(screen.queryByRole('option', { name: 'Seminar' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Hackathon' }));
    await user.click(screen.getByRole('combobox', { name: 'Tahap' }));
    await user.click(screen.getByRole('option', { name: 'Tahap 1' }));
    expect(await screen.findByText('Saat ini 12 peserta akan menerimanya.')).toBeInTheDocument();
    expect(transport.lastParams('GET /announcements/recipients')).toEqual({
      audience: 'stage',
      event: 'Hackathon',
      status: 'Stage-1',
    });

    await user.click(screen.getByRole('button', { name: 'Pratinjau & kirim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau pengumuman' });
    expect(within(dialog).getByText('Akan dikirim ke 12 peserta.')).toBeInTheDocument();
    const bell = within(dialog).getByRole('region', { name: 'Di lonceng notifikasi' });
    expect(within(bell).getByText('Pengumuman: Jadwal final')).toBeInTheDocument();
    const mail = within(dialog).getByRole('region', { name: 'Di e-mail' });
    expect(within(mail).getByText('Pengumuman: Jadwal final - GCW 2025')).toBeInTheDocument();
    expect(within(mail).getByText(/Halo Nama Peserta,/)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(transport.callsTo('POST /announcements')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Kirim sekarang' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kirim ke 12 peserta?' });
    expect(transport.callsTo('POST /announcements')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Ya, kirim' }));
    await waitFor(() => expect(transport.callsTo('POST /announcements/7/send')).toHaveLength(1));
    expect(transport.callsTo('POST /announcements')[0]!.body).toEqual({
      title: 'Jadwal final',
      body: '<b>Final</b> di Aula',
      audience: 'stage',
      event: 'Hackathon',
      status: 'Stage-1',
    });
    expect(await screen.findByText('Pengumuman dikirim')).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('');
  });

  it('saves a draft without sending; a refusal keeps what was typed', async () => {
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([])),
        'GET /announcements/recipients': ok({ recipients: 3 }),
        'POST /announcements': refuse(400, 'Isi maksimal 5000 karakter'),
      },
    });
    await fill(user, 'Info', 'Isi');
    await user.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Isi maksimal 5000 karakter')).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Info');
    transport.set('POST /announcements', ok({ ...DRAFT, id: 8 }));
    await user.click(screen.getByRole('button', { name: 'Simpan draf' }));
    expect(await screen.findByText('Draf disimpan')).toBeInTheDocument();
    expect(transport.callsTo('POST /announcements')).toHaveLength(2);
    expect(transport.callsTo('POST /announcements/8/send')).toHaveLength(0);
  });

  it('schedules a draft for a WIB time; a past time is refused before asking', async () => {
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([DRAFT])),
        'GET /announcements/recipients': ok({ recipients: 12 }),
        'POST /announcements/preview': ok(PREVIEW),
        'PUT /announcements/2': ok(DRAFT),
        'POST /announcements/2/schedule': ok({ ...DRAFT, state: 'scheduled' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah "Info tahap 2"' }));
    expect(screen.getByRole('heading', { name: 'Ubah pengumuman' })).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Info tahap 2');
    await user.click(screen.getByRole('button', { name: 'Pratinjau & kirim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pratinjau pengumuman' });
    const when = within(dialog).getByLabelText('Waktu kirim (WIB)');
    await user.type(when, '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Jadwalkan' }));
    expect(
      await within(dialog).findByText('Waktu kirim sudah lewat. Pilih waktu yang akan datang.'),
    ).toBeInTheDocument();
    expect(transport.callsTo('PUT /announcements/2')).toHaveLength(0);
    await user.clear(when);
    await user.type(when, '2099-03-01T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Jadwalkan' }));
    await waitFor(() =>
      expect(transport.callsTo('POST /announcements/2/schedule')).toHaveLength(1),
    );
    expect(transport.callsTo('POST /announcements/2/schedule')[0]!.body).toEqual({
      scheduled_at: '2099-03-01T09:30:00+07:00',
    });
    expect(await screen.findByText('Pengumuman dijadwalkan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tulis pengumuman' })).toBeInTheDocument();
  });

  it("edits a sent one's text with its audience fixed, and sends nothing", async () => {
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([SENT])),
        'PUT /announcements/1': ok({ ...SENT, edited_at: '2026-11-23T03:00:00.000Z' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Ubah "Jadwal final"' }));
    expect(screen.getByText(/e-mail yang sudah terkirim tidak dikirim ulang/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Penerima' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.clear(screen.getByLabelText('Isi pengumuman'));
    await user.type(screen.getByLabelText('Isi pengumuman'), 'Final di Aula B');
    await user.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    await waitFor(() => expect(transport.callsTo('PUT /announcements/1')).toHaveLength(1));
    expect(transport.callsTo('PUT /announcements/1')[0]!.body).toMatchObject({
      body: 'Final di Aula B',
      audience: 'stage',
    });
    expect(await screen.findByText('Perubahan disimpan')).toBeInTheDocument();
    expect(transport.callsTo('POST /announcements/1/send')).toHaveLength(0);
  });

  it('withdraws a sent one after saying what happens, and takes a schedule back', async () => {
    const scheduled = { ...DRAFT, state: 'scheduled' as const, scheduled_at: SENT.created_at };
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([scheduled, SENT])),
        'POST /announcements/1/withdraw': ok({ ...SENT, state: 'withdrawn' }),
        'POST /announcements/2/unschedule': ok(DRAFT),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tarik "Jadwal final"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Tarik pengumuman ini?' });
    expect(within(confirm).getByText(/lonceng 12 peserta/)).toBeInTheDocument();
    expect(transport.callsTo('POST /announcements/1/withdraw')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Ya, tarik' }));
    expect(await screen.findByText('Pengumuman ditarik')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Batalkan jadwal "Info tahap 2"' }));
    await waitFor(() =>
      expect(transport.callsTo('POST /announcements/2/unschedule')).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Ubah "Info tahap 2"' }));
    expect(screen.getByRole('button', { name: 'Simpan, tetap terjadwal' })).toBeInTheDocument();
  });
});
