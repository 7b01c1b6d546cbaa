import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { SUMMARY, adminUser, page, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { SETTLE } from '../../../test-utils/settle';
import { UsersPage } from '../users-page';

const LIST = 'GET /users';
const routes = {
  [LIST]: ok(page([adminUser(), adminUser({ id: 11, name: 'Sari Dewi', email: 'sari@x.id' })], 42)),
  'GET /summary': ok(SUMMARY),
};

describe('UsersPage', () => {
  it('renders the rows and the summary from the admin API', async () => {
    const { transport } = renderWithApp(<UsersPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Daftar pengguna' });
    expect(await within(table).findByText('Budi Santoso')).toBeInTheDocument();
    expect(within(table).getByText('sari@x.id')).toBeInTheDocument();
    expect(await screen.findByLabelText('Mahasiswa')).toHaveTextContent('1.200');
    expect(screen.getByLabelText('Peserta Hackathon')).toHaveTextContent('150');
    expect(screen.getByText('1–20 dari 42')).toBeInTheDocument();
    expect(transport.fn.mock.calls.every(([, , extra]) => extra?.base === 'admin')).toBe(true);
  });

  it("names a member's team in the table and the detail, never only its number", async () => {
    const { user } = renderWithApp(<UsersPage />, {
      routes: {
        [LIST]: ok(page([adminUser({ id_team: 1, team_name: 'Tim Garuda AI' })])),
        'GET /summary': ok(SUMMARY),
        'GET /users/10': ok(userDetail({ id_team: 1, team_name: 'Tim Garuda AI' })),
      },
    });
    const table = await screen.findByRole('table', { name: 'Daftar pengguna' });
    expect(await within(table).findByText('Tim Garuda AI')).toBeInTheDocument();
    expect(within(table).queryByText('#1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Detail Budi Santoso' }));
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    expect(await within(panel).findByText(/· Tim Garuda AI$/)).toBeInTheDocument();
  });

  it('sends the filters already in the URL', async () => {
    const { transport } = renderWithApp(<UsersPage />, {
      routes,
      route: '/?verified=false&search=budi&page=2',
    });
    await screen.findByText('Budi Santoso');
    expect(transport.lastParams(LIST)).toEqual({ verified: 'false', search: 'budi', page: '2' });
  });

  it('debounces the search and starts again from page 1', async () => {
    const { transport, user } = renderWithApp(<UsersPage />, { routes, route: '/?page=3' });
    await screen.findByText('Budi Santoso');
    await user.type(screen.getByRole('searchbox', { name: /Cari nama/ }), 'sari');
    await waitFor(() => expect(transport.lastParams(LIST)).toEqual({ search: 'sari' }), SETTLE);
    // One request for the settled text, none per key stroke.
    expect(
      transport.callsTo(LIST).filter((c) => (c.params as { search?: string }).search),
    ).toHaveLength(1);
    expect(screen.getByTestId('url-search')).toHaveTextContent('?search=sari');
  });

  it('filters, sorts and pages on the server', async () => {
    const { transport, user } = renderWithApp(<UsersPage />, { routes });
    await screen.findByText('Budi Santoso');
    await user.click(screen.getByRole('combobox', { name: 'Terverifikasi' }));
    await user.click(await screen.findByRole('option', { name: 'Ya' }));
    await waitFor(() => expect(transport.lastParams(LIST)).toEqual({ verified: 'true' }));

    await user.click(screen.getByRole('button', { name: 'Nama' }));
    await waitFor(() =>
      expect(transport.lastParams(LIST)).toEqual({ verified: 'true', sort: 'name' }),
    );
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    await waitFor(() => expect(transport.lastParams(LIST)?.sort).toBe('-name'));

    await user.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    await waitFor(() => expect(transport.lastParams(LIST)?.page).toBe('2'));
  });

  it('shows the API message when the list fails', async () => {
    renderWithApp(<UsersPage />, {
      routes: { ...routes, [LIST]: refuse(400, 'sort must be one of created_at, name, email') },
    });
    expect(
      await screen.findByText('sort must be one of created_at, name, email'),
    ).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderWithApp(<UsersPage />, { routes: { ...routes, [LIST]: ok(page([], 0)) } });
    expect(await screen.findByText(/Tidak ada pengguna yang cocok/)).toBeInTheDocument();
  });
});

describe('user detail panel', () => {
  it('shows the detail and verifies the user', async () => {
    const { transport, user } = renderWithApp(<UsersPage />, {
      routes: {
        ...routes,
        'GET /users/10': ok(userDetail()),
        'POST /users/10/verify': ok(adminUser({ data_has_verified: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Detail Budi Santoso' }));
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    expect(await within(panel).findByText('Hackathon: Tahap 1')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Buka dokumen' })).toHaveAttribute(
      'href',
      'https://drive.google.com/budi',
    );
    await user.click(within(panel).getByRole('button', { name: 'Verifikasi data' }));
    expect(await screen.findByText('Data Budi Santoso terverifikasi.')).toBeInTheDocument();
    expect(transport.callsTo('POST /users/10/verify')[0]?.body).toEqual({
      verified: true,
      expected_data_version: 0,
    });
    expect(screen.getByTestId('url-search')).toHaveTextContent('user=10');
  });

  it('un-verifies and reports a refusal', async () => {
    const { user } = renderWithApp(<UsersPage />, {
      route: '/?user=10',
      routes: {
        ...routes,
        'GET /users/10': ok(userDetail({ data_has_verified: true })),
        'POST /users/10/verify': refuse(403, 'Admin only'),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Detail pengguna' });
    await user.click(await within(panel).findByRole('button', { name: 'Batalkan verifikasi' }));
    expect(await screen.findByText('Admin only')).toBeInTheDocument();
  });

  it('verifies straight from the table row', async () => {
    const { transport, user } = renderWithApp(<UsersPage />, {
      routes: {
        ...routes,
        'POST /users/11/verify': ok(adminUser({ id: 11, data_has_verified: true })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Verifikasi data Sari Dewi' }));
    expect(await screen.findByText('Data Sari Dewi terverifikasi.')).toBeInTheDocument();
    expect(transport.callsTo('POST /users/11/verify')[0]?.body).toEqual({
      verified: true,
      expected_data_version: 0,
    });
    // The list and the summary are asked again so the figures follow the change.
    await waitFor(() => expect(transport.callsTo('GET /summary').length).toBeGreaterThan(1));
  });
});
