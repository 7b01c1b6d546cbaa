import type { AdminStats } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { OverviewPage } from '../overview-page';

const day = (d: string, accounts: number, teams = 0, seminar = 0) => ({
  day: d,
  accounts,
  teams,
  seminar,
});

const STATS: AdminStats = {
  registrations_per_day: [day('2025-07-01', 0), day('2025-07-02', 12, 3, 5), day('2025-07-03', 4)],
  teams_by_stage: [
    { event_type: 'hackathon', status: 'Registered', payment: 'pending', teams: 7 },
    { event_type: 'hackathon', status: 'Registered', payment: 'verified', teams: 2 },
    { event_type: 'hackathon', status: 'Stage-1', payment: 'verified', teams: 4 },
    { event_type: 'competitive-programming', status: 'Final', payment: 'verified', teams: 1 },
  ],
  payments_waiting: [
    {
      event_type: 'hackathon',
      under_1_day: 3,
      from_1_to_3_days: 2,
      from_3_to_7_days: 1,
      over_7_days: 1,
      oldest_since: '2025-06-20T03:00:00.000Z',
    },
    {
      event_type: 'competitive-programming',
      under_1_day: 0,
      from_1_to_3_days: 0,
      from_3_to_7_days: 0,
      over_7_days: 0,
      oldest_since: null,
    },
  ],
  seminar_seats: { taken: 120, checked_in: 20, cancelled: 6, capacity: 200, left: 80 },
  top_institutions: [
    { institution: 'Institut Teknologi Bandung', participants: 1200 },
    { institution: 'Universitas Indonesia', participants: 900 },
  ],
  generated_at: '2025-07-03T05:00:00.000Z',
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('OverviewPage', () => {
  it("gives every chart's numbers as a table", async () => {
    renderWithApp(<OverviewPage />, { routes: { 'GET /stats': ok(STATS) } });
    expect(await screen.findByText('Data per 3 Juli 2025 pukul 12.00 WIB.')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Pendaftaran per hari' }))).toEqual([
      ['Tanggal', 'Akun baru', 'Tim terdaftar', 'Kursi seminar'],
      ['2 Jul', '12', '3', '5'],
      ['3 Jul', '4', '0', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Tim Hackathon per tahap' }))).toEqual([
      ['Tahap', 'Menunggu', 'Terverifikasi', 'Ditolak', 'Jumlah'],
      ['Terdaftar', '7', '2', '0', '9'],
      ['Tahap 1', '0', '4', '0', '4'],
      ['Tahap 2', '0', '0', '0', '0'],
      ['Final', '0', '0', '0', '0'],
    ]);
    const waiting = screen.getByRole('table', { name: 'Pembayaran menunggu verifikasi' });
    expect(rowsOf(waiting)[4]).toEqual(['> 7 hari', '1', '0']);
    expect(
      screen.getByText('7 bukti menunggu; terlama diunggah 20 Juni 2025 pukul 10.00 WIB.'),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Kursi seminar' }))).toEqual([
      ['Kursi', 'Jumlah'],
      ['Terisi, sudah hadir', '20'],
      ['Terisi, belum hadir', '100'],
      ['Sisa kursi', '80'],
      ['Dibatalkan', '6'],
      ['Kapasitas', '200'],
    ]);
    expect(
      rowsOf(screen.getByRole('table', { name: '10 institusi dengan peserta terbanyak' }))[1],
    ).toEqual(['Institut Teknologi Bandung', '1.200']);
  });

  it('shows a table on screen when asked, and hides the chart from screen readers', async () => {
    const { user } = renderWithApp(<OverviewPage />, { routes: { 'GET /stats': ok(STATS) } });
    const card = await screen.findByRole('region', { name: 'Kursi seminar' });
    const toggle = within(card).getByRole('button', { name: 'Tampilkan tabel' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Sembunyikan tabel' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(card).getByRole('table')).not.toHaveStyle({ position: 'absolute' });
    expect(card.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says when seats are unlimited and the API refusal when loading fails', async () => {
    renderWithApp(<OverviewPage />, {
      routes: {
        'GET /stats': ok({
          ...STATS,
          seminar_seats: { taken: 3, checked_in: 0, cancelled: 0, capacity: null, left: null },
        }),
      },
    });
    expect(
      await screen.findByText('3 terisi (kapasitas tidak dibatasi); 0 dibatalkan pemiliknya.'),
    ).toBeInTheDocument();
  });

  it('starts with the set-up checklist of the event', async () => {
    renderWithApp(<OverviewPage />, {
      routes: {
        'GET /stats': ok(STATS),
        'GET /setup': ok({
          ready: false,
          items: [
            {
              id: 'seminar.schedule',
              label: 'Tanggal dan tempat seminar',
              state: 'todo',
              required: true,
              detail: 'Tanggal dan jam seminar belum diisi.',
              link: '/admin/settings#seminar-starts_at',
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Persiapan acara' })).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Atur tanggal dan tempat seminar' }),
    ).toHaveAttribute('href', '/admin/settings#seminar-starts_at');
  });

  it('shows why it could not load', async () => {
    renderWithApp(<OverviewPage />, { routes: { 'GET /stats': refuse(403, 'Khusus admin') } });
    expect(await screen.findByText('Khusus admin')).toBeInTheDocument();
  });
});
