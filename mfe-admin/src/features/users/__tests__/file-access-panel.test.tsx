import type { FileAccessEntry, Grant } from '@gcw/shared/contract';
import { ok } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UserDetailPanel } from '../components/user-detail-panel';

const ACCESS = 'GET /users/10/file-access';
const ENTRIES: FileAccessEntry[] = [
  {
    id: 2,
    file_kind: 'payment_proof',
    file_id: 'proof-5',
    team_id: 5,
    viewer_id: 3,
    viewer_name: 'Kiki Keuangan',
    viewed_at: '2026-08-02T03:15:00.000Z',
  },
  {
    id: 1,
    file_kind: 'socmed_document',
    file_id: 'doc-10',
    team_id: null,
    viewer_id: 4,
    viewer_name: 'Sari Sekretariat',
    viewed_at: '2026-08-01T02:00:00.000Z',
  },
];

const me = (grants: Grant[]) => ok({ user_id: 1, roles: [], grants });
const routes = (grants: Grant[], entries = ENTRIES) => ({
  'GET /users/10': ok(userDetail()),
  'GET /users/10/mails': ok(page([])),
  'GET /committee/me': me(grants),
  [ACCESS]: ok(entries),
});

async function openDetail(grants: Grant[], entries?: FileAccessEntry[]) {
  const view = renderWithApp(<UserDetailPanel userId={10} onClose={() => undefined} />, {
    routes: routes(grants, entries),
  });
  const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
  await within(panel).findByText('Budi Santoso');
  return { ...view, panel };
}

describe('who opened a student\'s files ("Riwayat akses berkas")', () => {
  it('lists for the ketua who opened which file when, in words', async () => {
    const { panel } = await openDetail([{ permission: 'committee.manage', scope: 'all' }]);
    const table = await within(panel).findByRole('table', { name: 'Riwayat akses berkas' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Kiki Keuangan')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bukti pembayaran (tim #5)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/02\/08\/26, 10\.15/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Sari Sekretariat')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Dokumen media sosial')).toBeInTheDocument();
  });

  it('says when nobody has opened them yet', async () => {
    const { panel } = await openDetail([{ permission: 'committee.manage', scope: 'all' }], []);
    expect(
      await within(panel).findByText('Belum ada panitia yang membuka berkas pengguna ini.'),
    ).toBeInTheDocument();
  });

  it('is not there for a member who does not manage the committee, and nothing is asked', async () => {
    const { panel, transport } = await openDetail([{ permission: 'people.review', scope: 'all' }]);
    await waitFor(() => expect(transport.callsTo('GET /committee/me')).not.toHaveLength(0));
    await within(panel).findByText('Belum ada e-mail untuk pengguna ini.');
    expect(within(panel).queryByRole('heading', { name: 'Riwayat akses berkas' })).toBeNull();
    expect(transport.callsTo(ACCESS)).toHaveLength(0);
  });
});
