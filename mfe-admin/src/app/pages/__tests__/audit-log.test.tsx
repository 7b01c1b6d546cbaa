import type { AuditEntry } from '@gcw/shared';
import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { SUMMARY, adminUser, page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  admin_id: 1,
  admin_email: 'admin@gcw.id',
  action: 'team.payment.reject',
  target_type: 'team',
  target_id: '5',
  detail: { reason: 'Bukti buram' },
  created_at: '2025-07-01T03:00:00.000Z',
  ...overrides,
});

const LOG = 'GET /audit-log';
const routes = {
  'GET /summary': ok(SUMMARY),
  'GET /users': ok(page([adminUser()])),
  [LOG]: ok(
    page([
      entry({}),
      entry({ id: 2, action: 'team.status', detail: { from: 'Registered', to: 'Stage-1' } }),
      entry({
        id: 3,
        admin_email: 'panitia@gcw.id',
        action: 'user.resend_verification',
        target_type: 'user',
        target_id: '10',
        detail: { to: 'budi@kampus.ac.id' },
      }),
      entry({
        id: 4,
        action: 'settings.update',
        target_type: 'settings',
        target_id: 'hackathon',
        detail: {
          old: { fee: 100000, bank_account: null },
          new: { fee: 90000, bank_account: { bank: 'BNI', number: '0123', holder: 'Panitia' } },
        },
      }),
    ]),
  ),
};

describe('audit log', () => {
  it('is a tab of /admin showing who did what and when', async () => {
    const { user } = renderWithApp(<UsersPage />, { routes, route: '/?verified=true' });
    await screen.findByText('Budi Santoso');
    // The tab is for holders of audit.read: it shows once the member's grants are known.
    await user.click(await screen.findByRole('tab', { name: 'Log audit' }));
    const table = await screen.findByRole('table', { name: 'Log audit' });
    expect(await within(table).findByText('Alasan: Bukti buram')).toBeInTheDocument();
    expect(within(table).getByText('Tahap: Terdaftar → Tahap 1')).toBeInTheDocument();
    // A settings save reads field by field in the settings' words, never as JSON.
    expect(
      within(table).getByText(
        'Biaya: Rp100.000 → Rp90.000; Rekening bank: — → BNI; Rekening nomor: — → 0123; Rekening atas nama: — → Panitia',
      ),
    ).toBeInTheDocument();
    expect(within(table).queryByText(/[{}]/)).not.toBeInTheDocument();
    expect(within(table).getByText('Kirim ulang verifikasi e-mail')).toBeInTheDocument();
    expect(within(table).getByText('Ke budi@kampus.ac.id')).toBeInTheDocument();
    expect(within(table).getAllByText('admin@gcw.id')).toHaveLength(3);
    expect(within(table).getByText('Pembayaran ditolak')).toBeInTheDocument();
    expect(screen.getByTestId('url-search')).toHaveTextContent('?view=audit');
  });

  it('filters by action and sorts on the server', async () => {
    const { transport, user } = renderWithApp(<UsersPage />, { routes, route: '/?view=audit' });
    await screen.findByText('Alasan: Bukti buram');
    await user.click(screen.getByRole('combobox', { name: 'Jenis aksi' }));
    await user.click(await screen.findByRole('option', { name: 'Check-in seminar' }));
    await waitFor(() => expect(transport.lastParams(LOG)).toEqual({ action: 'seminar.check_in' }));
    await user.click(screen.getByRole('button', { name: 'Aksi' }));
    await waitFor(() => expect(transport.lastParams(LOG)?.sort).toBe('action'));
  });

  it('shows the API message when the log fails', async () => {
    renderWithApp(<UsersPage />, {
      routes: { ...routes, [LOG]: refuse(403, 'Admin only') },
      route: '/?view=audit',
    });
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
  });
});
