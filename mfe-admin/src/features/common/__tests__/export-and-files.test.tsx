import { screen, waitFor, within } from '@testing-library/react';

import { installFakeFetch } from '../../../test-utils/fake-fetch';
import { SUMMARY, adminUser, page, team } from '../../../test-utils/fixtures';
import { ok } from '../../../test-utils/transport-mock';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../../teams/components/hackathon-teams-page';
import { UsersPage } from '../../users/components/users-page';

const userRoutes = { 'GET /summary': ok(SUMMARY), 'GET /users': ok(page([adminUser()])) };

describe('CSV export', () => {
  it('downloads the filtered list with the Bearer token and without paging', async () => {
    const fetchMock = installFakeFetch({ status: 200, body: 'id,name\r\n', type: 'text/csv' });
    const { user } = renderWithApp(<UsersPage />, {
      routes: userRoutes,
      route: '/?verified=true&search=budi&page=3&sort=name',
    });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText('CSV berhasil diunduh.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    const parsed = new URL(url, 'http://localhost');
    expect(parsed.pathname).toBe('/api/v1/admin/users/export');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      verified: 'true',
      search: 'budi',
      sort: 'name',
    });
    expect(init?.headers).toEqual({ Authorization: 'Bearer access-token' });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('explains an expired session', async () => {
    installFakeFetch({ status: 401, body: '{"Message":"Unauthorized"}' });
    const { user } = renderWithApp(<UsersPage />, { routes: userRoutes });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    expect(await screen.findByText(/Sesi Anda berakhir/)).toBeInTheDocument();
  });

  it('exports the teams of the page competition', async () => {
    const fetchMock = installFakeFetch({ status: 200, body: 'id\r\n', type: 'text/csv' });
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { 'GET /teams/hackathon': ok(page([team()])) },
      route: '/?payment_status=pending',
    });
    await screen.findByText('Tim Garuda');
    await user.click(screen.getByRole('button', { name: 'Ekspor CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/v1/admin/teams/hackathon/export?payment_status=pending',
    );
  });
});

describe('proof of payment preview', () => {
  const withProof = {
    'GET /teams/hackathon': ok(
      page([team({ bukti_pembayaran_url: '/api/v1/gcw/resources/files/abc', members: [] })]),
    ),
  };

  it('shows the image fetched with the token', async () => {
    const fetchMock = installFakeFetch({ status: 200, body: 'png', type: 'image/png' });
    const { user } = renderWithApp(<HackathonTeamsPage />, { routes: withProof });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('img', { name: 'Bukti pembayaran' })).toHaveAttribute(
      'src',
      'blob:fake-object-url',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/gcw/resources/files/abc');
  });

  it('says when the file may not be read', async () => {
    installFakeFetch({ status: 403, body: '{"Message":"You may not read this file"}' });
    const { user } = renderWithApp(<HackathonTeamsPage />, { routes: withProof });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    expect(await screen.findByText('Anda tidak berhak membuka berkas ini.')).toBeInTheDocument();
  });
});
