import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { HackathonTeamsPage } from '../../../features/teams/components/hackathon-teams-page';
import { installDownloadFakes } from '../../../test-utils/download-fakes';
import { SUMMARY, adminUser, page, team } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

const userRoutes = { 'GET /summary': ok(SUMMARY), 'GET /users': ok(page([adminUser()])) };
const csv = (body: string) => ({ data: new Blob([body], { type: 'text/csv' }) });

beforeEach(() => installDownloadFakes());

describe('CSV export', () => {
  it('downloads the filtered list through the shell transport and without paging', async () => {
    const { user, transport } = renderWithApp(<UsersPage />, {
      routes: { ...userRoutes, 'GET /api/v1/admin/users/export': csv('id,name\r\n') },
      route: '/?verified=true&search=budi&page=3&sort=name',
    });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText('CSV berhasil diunduh.')).toBeInTheDocument();
    expect(transport.lastParams('GET /api/v1/admin/users/export')).toEqual({
      verified: 'true',
      search: 'budi',
      sort: 'name',
    });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('explains an expired session', async () => {
    const { user } = renderWithApp(<UsersPage />, {
      routes: { ...userRoutes, 'GET /api/v1/admin/users/export': refuse(401, 'Unauthorized') },
    });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText(/Sesi Anda berakhir/)).toBeInTheDocument();
  });

  it('exports the teams of the page competition', async () => {
    const { user, transport } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        'GET /teams/hackathon': ok(page([team()])),
        'GET /api/v1/admin/teams/hackathon/export': csv('id\r\n'),
      },
      route: '/?payment_status=pending',
    });
    await screen.findByText('Tim Garuda');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() =>
      expect(transport.lastParams('GET /api/v1/admin/teams/hackathon/export')).toEqual({
        payment_status: 'pending',
      }),
    );
  });
});

describe('proof of payment preview', () => {
  const proof = '/api/v1/gcw/resources/files/abc';
  const withProof = {
    'GET /teams/hackathon': ok(page([team({ bukti_pembayaran_url: proof, members: [] })])),
  };

  it('shows the image fetched through the shell transport', async () => {
    const { user, transport } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...withProof,
        [`GET ${proof}`]: { data: new Blob(['png'], { type: 'image/png' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Bukti pembayaran' })).toHaveAttribute(
      'src',
      'blob:fake-object-url',
    );
    expect(transport.callsTo(`GET ${proof}`)).toHaveLength(1);
  });

  it('says when the file may not be read', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...withProof, [`GET ${proof}`]: refuse(403, 'You may not read this file') },
    });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    expect(await screen.findByText('Anda tidak berhak membuka berkas ini.')).toBeInTheDocument();
  });
});
