import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { CommitteePage } from '../components/committee-page';
import { MEMBERS, ROLES } from './committee-fixtures';

const INVITE = 'POST /committee/invites';
const routes = { 'GET /committee/roles': ok(ROLES), 'GET /committee/members': ok(MEMBERS) };

async function openInvite(options: Parameters<typeof renderWithApp>[1] = {}) {
  const view = renderWithApp(<CommitteePage />, { routes, ...options });
  await screen.findByRole('table', { name: 'Izin Ketua panitia' });
  await view.user.click(screen.getByRole('button', { name: 'Undang anggota' }));
  const dialog = await screen.findByRole('dialog', { name: 'Undang anggota panitia' });
  return { ...view, dialog };
}

describe('inviting a committee member', () => {
  it('names every missing field and sends nothing', async () => {
    const { user, dialog, transport } = await openInvite();
    await user.click(within(dialog).getByRole('button', { name: 'Kirim undangan' }));
    expect(await within(dialog).findByText('Email wajib diisi')).toBeVisible();
    expect(within(dialog).getByText('Nama wajib diisi')).toBeVisible();
    expect(within(dialog).getByText('Pilih minimal satu peran')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'bukan-email');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'A');
    expect(await within(dialog).findByText('Masukkan alamat email yang valid')).toBeVisible();
    expect(within(dialog).getByText('Nama minimal 2 karakter')).toBeVisible();
    expect(transport.callsTo(INVITE)).toHaveLength(0);
  });

  it('sends the address as the API reads it, the name, the roles and the institution', async () => {
    const { user, dialog, transport } = await openInvite({
      // The institution search is the participant API's own: the one call not on the admin base.
      requireBase: undefined,
      routes: {
        ...routes,
        'GET /institutions': ok([{ id: 9, name: 'Telkom University', aliases: ['Tel-U'] }]),
        [INVITE]: ok(MEMBERS[1]),
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ' Sari@Kampus.ac.id ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'Sari Juri');
    await user.type(within(dialog).getByRole('combobox', { name: 'Institusi (opsional)' }), 'telk');
    await user.click(await screen.findByRole('option', { name: 'Telkom University' }));
    const group = within(dialog).getByRole('group', { name: 'Peran' });
    await user.click(within(group).getByRole('checkbox', { name: /Petugas pintu/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Sekretariat/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim undangan' }));

    expect(await screen.findByText('Undangan dikirim ke sari@kampus.ac.id.')).toBeVisible();
    expect(transport.callsTo(INVITE)[0]?.body).toEqual({
      email: 'sari@kampus.ac.id',
      name: 'Sari Juri',
      role_ids: [2, 8],
      institution_id: 9,
    });
    expect(transport.callsTo('GET /institutions')[0]?.params).toEqual({ q: 'telk' });
    const bases = transport.fn.mock.calls.map(([args, , extra]) => [
      typeof args === 'string' ? args : args.url,
      extra?.base,
    ]);
    expect(bases).toContainEqual(['/committee/invites', 'admin']);
    expect(bases).toContainEqual(['/institutions', undefined]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's message when the address is already used, and stays open", async () => {
    const { user, dialog } = await openInvite({
      routes: {
        ...routes,
        [INVITE]: refuse(409, 'Email ini sudah dipakai akun lain.'),
      },
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'budi@kampus.ac.id');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nama' }), 'Budi');
    await user.click(within(dialog).getByRole('checkbox', { name: /Sekretariat/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kirim undangan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Email ini sudah dipakai akun lain.',
    );
    expect(screen.getByRole('dialog', { name: 'Undang anggota panitia' })).toBeVisible();
  });
});
