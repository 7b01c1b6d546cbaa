import { screen, waitFor, within } from '@testing-library/react';
import type { Announcement } from '@gcw/shared';

import { page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ok, refuse } from '@gcw/shared/testing';
import { AnnouncementsPage } from '../components/announcements-page';

const SENT: Announcement = {
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
};

describe('AnnouncementsPage', () => {
  it('lists sent announcements with their audience; script in the body is plain text', async () => {
    const { container } = renderWithApp(<AnnouncementsPage />, {
      routes: { 'GET /announcements': ok(page([SENT])) },
    });
    const list = await screen.findByRole('list', { name: 'Pengumuman terkirim' });
    expect(within(list).getByText('Jadwal final')).toBeInTheDocument();
    expect(within(list).getByText('Hackathon – Tahap 1')).toBeInTheDocument();
    expect(within(list).getByText('12 penerima')).toBeInTheDocument();
    expect(within(list).getByText('<script>alert(1)</script> Final di Aula')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('checks the form, then sends to one stage of one event', async () => {
    const { user, transport } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([])),
        'POST /announcements': ok({ ...SENT, id: 2 }),
      },
    });
    await screen.findByText('Belum ada pengumuman terkirim.');
    await user.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    expect(await screen.findByText('Judul wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Isi pengumuman wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Judul'), 'Jadwal final');
    await user.type(screen.getByLabelText('Isi pengumuman'), '<b>Final</b> di Aula');
    await user.click(screen.getByRole('combobox', { name: 'Penerima' }));
    await user.click(screen.getByRole('option', { name: 'Tim pada satu tahap' }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    expect(await screen.findByText('Pilih acaranya')).toBeInTheDocument();
    expect(screen.getByText('Pilih tahapnya')).toBeInTheDocument();
    expect(transport.callsTo('POST /announcements')).toHaveLength(0);
    await user.click(screen.getByRole('combobox', { name: 'Acara' }));
    expect(screen.queryByRole('option', { name: 'Seminar' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Hackathon' }));
    await user.click(screen.getByRole('combobox', { name: 'Tahap' }));
    await user.click(screen.getByRole('option', { name: 'Tahap 1' }));
    await user.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    await waitFor(() => expect(transport.callsTo('POST /announcements')).toHaveLength(1));
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

  it("shows the API's refusal and keeps what was typed", async () => {
    const { user } = renderWithApp(<AnnouncementsPage />, {
      routes: {
        'GET /announcements': ok(page([])),
        'POST /announcements': refuse(400, 'Isi maksimal 5000 karakter'),
      },
    });
    await user.type(await screen.findByLabelText('Judul'), 'Info');
    await user.type(screen.getByLabelText('Isi pengumuman'), 'Isi');
    await user.click(screen.getByRole('button', { name: 'Kirim pengumuman' }));
    expect(await screen.findByText('Isi maksimal 5000 karakter')).toBeInTheDocument();
    expect(screen.getByLabelText('Judul')).toHaveValue('Info');
  });
});
