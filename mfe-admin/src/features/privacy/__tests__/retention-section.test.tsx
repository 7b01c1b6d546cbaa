import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { PrivacyPage } from '../components/privacy-page';
import { OVERVIEW, RETENTION_ROUTE, retentionRun, RUN_ROUTE } from './privacy-fixtures';

const routes = { [RETENTION_ROUTE]: ok(OVERVIEW) };

function asPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
}

describe('PrivacyPage: retention', () => {
  it('states each period in words from the final day, and that the job runs daily', async () => {
    renderWithApp(<PrivacyPage />, { routes });
    const periods = await screen.findByRole('list', { name: 'Masa simpan data' });
    const items = within(periods).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent(
      'Dokumen profil (bukti media sosial): dihapus 90 hari setelah hari final (5 Desember 2026).',
    );
    expect(items[1]).toHaveTextContent('Bukti pembayaran: dihapus 60 hari setelah hari final');
    expect(items[2]).toHaveTextContent('dihapus 120 hari setelah hari final');
    expect(items[3]).toHaveTextContent('Catatan log: dihapus 180 hari setelah hari final');
    expect(items[4]).toHaveTextContent(
      'Akun yang tidak menyelesaikan pendaftaran: dihapus 30 hari setelah mendaftar.',
    );
    expect(screen.getByText('Tugas retensi berjalan otomatis setiap hari.')).toBeVisible();
  });

  it('says when the daily job is off on this deployment', async () => {
    renderWithApp(<PrivacyPage />, {
      routes: {
        [RETENTION_ROUTE]: ok({
          ...OVERVIEW,
          settings: { ...OVERVIEW.settings, scheduled: false },
        }),
      },
    });
    expect(await screen.findByText(/Tugas retensi harian dimatikan/)).toBeVisible();
  });

  it('warns that the event periods wait for the final day until the committee sets it', async () => {
    renderWithApp(<PrivacyPage />, {
      routes: {
        [RETENTION_ROUTE]: ok({
          ...OVERVIEW,
          settings: { ...OVERVIEW.settings, event_end_set: false },
        }),
      },
    });
    expect(await screen.findByText(/Hari final belum ditetapkan/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pengaturan acara' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('lists the runs with what each kind lost, and a run that removed nothing', async () => {
    renderWithApp(<PrivacyPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Riwayat retensi' });
    const [header, busy, idle] = within(table).getAllByRole('row');
    expect(within(header!).getByRole('columnheader', { name: 'Dokumen profil' })).toBeVisible();
    expect(within(busy!).getByRole('cell', { name: '22/12/26, 02.00 WIB' })).toBeVisible();
    expect(within(busy!).getByRole('cell', { name: '12' })).toBeVisible();
    expect(within(busy!).getByRole('cell', { name: '340' })).toBeVisible();
    expect(within(idle!).getByRole('cell', { name: 'Tidak ada yang dihapus' })).toBeVisible();
  });

  it('shows a card per run on a phone', async () => {
    asPhone();
    try {
      renderWithApp(<PrivacyPage />, { routes });
      const list = await screen.findByRole('list', { name: 'Riwayat retensi' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards[0]).toHaveTextContent('Dihapus: 12 dokumen profil, 340 catatan log');
      expect(cards[1]).toHaveTextContent('Tidak ada yang dihapus');
      expect(screen.queryByRole('table', { name: 'Riwayat retensi' })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('asks before running the job, then says what it removed and lists the runs again', async () => {
    const { user, transport } = renderWithApp(<PrivacyPage />, {
      routes: { ...routes, [RUN_ROUTE]: ok(retentionRun({ id: 3, payment_proofs: 4 })) },
    });
    await screen.findByRole('table', { name: 'Riwayat retensi' });
    const run = screen.getByRole('button', { name: 'Jalankan retensi sekarang' });

    await user.click(run);
    let dialog = await screen.findByRole('dialog', { name: 'Jalankan retensi sekarang?' });
    expect(dialog).toHaveTextContent('melewati masa simpannya akan dihapus');
    expect(dialog).toHaveTextContent('tidak dapat dibatalkan');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transport.callsTo(RUN_ROUTE)).toHaveLength(0);

    await user.click(run);
    dialog = await screen.findByRole('dialog', { name: 'Jalankan retensi sekarang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Jalankan retensi' }));
    expect(await screen.findByText('Retensi selesai. Dihapus: 4 bukti pembayaran.')).toBeVisible();
    expect(transport.callsTo(RUN_ROUTE)).toHaveLength(1);
    await waitFor(() => expect(transport.callsTo(RETENTION_ROUTE)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's refusal when the job cannot run", async () => {
    const { user } = renderWithApp(<PrivacyPage />, {
      routes: { ...routes, [RUN_ROUTE]: refuse(409, 'Tugas retensi sedang berjalan.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Jalankan retensi sekarang' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jalankan retensi sekarang?' });
    await user.click(within(dialog).getByRole('button', { name: 'Jalankan retensi' }));
    expect(await screen.findByText('Tugas retensi sedang berjalan.')).toBeVisible();
  });
});
