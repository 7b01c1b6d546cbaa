import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { CommitteePage } from '../components/committee-page';
import { MEMBERS, ROLES } from './committee-fixtures';

const ROLES_ROUTE = 'GET /committee/roles';
const MEMBERS_ROUTE = 'GET /committee/members';
const routes = { [ROLES_ROUTE]: ok(ROLES), [MEMBERS_ROUTE]: ok(MEMBERS) };

async function membersTable() {
  const table = await screen.findByRole('table', { name: 'Anggota panitia' });
  await within(table).findByText('Dodi Pintu');
  return table;
}

describe('CommitteePage: the members', () => {
  it('lists each member with their roles as chips, and who has not joined yet', async () => {
    renderWithApp(<CommitteePage />, { routes });
    const table = await membersTable();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Rina Ketua')).toBeInTheDocument();
    expect(within(first!).getByText('Ketua panitia')).toBeInTheDocument();
    expect(within(first!).queryByText('Belum bergabung')).toBeNull();
    expect(within(second!).getByText('dodi@kampus.ac.id')).toBeInTheDocument();
    expect(within(second!).getByText('Telkom University')).toBeInTheDocument();
    expect(within(second!).getByText('Petugas pintu')).toBeInTheDocument();
    expect(within(second!).getByText('Sekretariat')).toBeInTheDocument();
    expect(within(second!).getByText('Belum bergabung')).toBeInTheDocument();
    // Only someone who has not joined can be sent the invite again.
    expect(within(first!).queryByRole('button', { name: /Kirim ulang undangan/ })).toBeNull();
  });

  it("shows each role's grants as permission and scope in words", async () => {
    renderWithApp(<CommitteePage />, { routes });
    const door = await screen.findByRole('table', { name: 'Izin Petugas pintu' });
    const row = within(door).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'Check-in di pintu seminar' })).toBeVisible();
    expect(within(row).getByRole('cell', { name: 'Seminar' })).toBeVisible();
    const ketua = screen.getByRole('table', { name: 'Izin Ketua panitia' });
    expect(within(ketua).getByRole('cell', { name: 'Mengelola anggota panitia' })).toBeVisible();
    expect(within(ketua).getAllByRole('cell', { name: 'Seluruh acara' })).toHaveLength(2);
  });

  it('shows a card per member on a phone', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList;
    try {
      renderWithApp(<CommitteePage />, { routes });
      const list = await screen.findByRole('list', { name: 'Anggota panitia' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[1]!).getByText('Belum bergabung')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Anggota panitia' })).toBeNull();
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('resends the invite of a member who has not joined', async () => {
    const { user, transport } = renderWithApp(<CommitteePage />, {
      routes: { ...routes, 'POST /committee/members/7/resend-invite': ok({ message: 'ok' }) },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Kirim ulang undangan Dodi Pintu' }));
    expect(await screen.findByText('Undangan dikirim ulang ke dodi@kampus.ac.id.')).toBeVisible();
    expect(transport.callsTo('POST /committee/members/7/resend-invite')).toHaveLength(1);
  });

  it('shows why the members cannot be listed', async () => {
    renderWithApp(<CommitteePage />, {
      routes: {
        ...routes,
        [MEMBERS_ROUTE]: refuse(403, 'Anda tidak punya izin "mengelola anggota panitia".'),
      },
    });
    expect(
      await screen.findByText('Anda tidak punya izin "mengelola anggota panitia".'),
    ).toBeVisible();
  });
});

describe('CommitteePage: removing a member', () => {
  const REMOVE = 'DELETE /committee/members/7';

  it('asks first, and removes only once confirmed', async () => {
    const { user, transport } = renderWithApp(<CommitteePage />, {
      routes: { ...routes, [REMOVE]: ok(null) },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Keluarkan Dodi Pintu' }));
    let dialog = await screen.findByRole('dialog', { name: 'Keluarkan dari panitia' });
    expect(dialog).toHaveTextContent('Dodi Pintu tidak lagi menjadi panitia');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transport.callsTo(REMOVE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Keluarkan Dodi Pintu' }));
    dialog = await screen.findByRole('dialog', { name: 'Keluarkan dari panitia' });
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect(await screen.findByText('Dodi Pintu dikeluarkan dari panitia.')).toBeVisible();
    expect(transport.callsTo(REMOVE)).toHaveLength(1);
    // The list is asked again, so the member leaves it.
    await waitFor(() => expect(transport.callsTo(MEMBERS_ROUTE)).toHaveLength(2));
  });

  it("shows the API's refusal and keeps the member", async () => {
    const { user } = renderWithApp(<CommitteePage />, {
      routes: {
        ...routes,
        [REMOVE]: refuse(409, 'Ketua panitia terakhir tidak dapat dikeluarkan.'),
      },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Keluarkan Dodi Pintu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluarkan dari panitia' });
    await user.click(within(dialog).getByRole('button', { name: 'Keluarkan' }));
    expect(
      await screen.findByText('Ketua panitia terakhir tidak dapat dikeluarkan.'),
    ).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Keluarkan dari panitia' })).toBeVisible();
  });
});

describe('CommitteePage: roles of a member', () => {
  const PUT = 'PUT /committee/members/7/roles';

  it('asks for at least one role, then saves the chosen ones', async () => {
    const { user, transport } = renderWithApp(<CommitteePage />, {
      routes: { ...routes, [PUT]: ok({ ...MEMBERS[1], role_ids: [1] }) },
    });
    await membersTable();
    await user.click(screen.getByRole('button', { name: 'Ubah peran Dodi Pintu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah peran Dodi Pintu' });
    const group = within(dialog).getByRole('group', { name: 'Peran' });
    expect(within(group).getByRole('checkbox', { name: /Petugas pintu/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Sekretariat/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Ketua panitia/ })).not.toBeChecked();

    await user.click(within(group).getByRole('checkbox', { name: /Petugas pintu/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Sekretariat/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan peran' }));
    expect(await within(dialog).findByText('Pilih minimal satu peran')).toBeVisible();
    expect(transport.callsTo(PUT)).toHaveLength(0);

    await user.click(within(group).getByRole('checkbox', { name: /Ketua panitia/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan peran' }));
    expect(await screen.findByText('Peran Dodi Pintu disimpan.')).toBeVisible();
    expect(transport.callsTo(PUT)[0]?.body).toEqual({ role_ids: [1] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
