import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { InstitutionsPage } from '../components/institutions-page';

const QUEUE = 'GET /institutions/unmatched';
const SEARCH = 'GET /institutions';
const MERGE = 'POST /institutions/merge';
const ADD = 'POST /institutions';
const TELU = { id: 9, name: 'Telkom University', aliases: ['Tel-U'] };
const unmatched = [
  {
    key: 'univ tel kom',
    name: 'Univ Tel Kom',
    variants: ['UNIV TEL KOM', 'Univ Tel Kom'],
    users: 3,
    teams: 1,
  },
  {
    key: 'politeknik contoh',
    name: 'Politeknik Contoh',
    variants: ['Politeknik Contoh'],
    users: 1,
    teams: 0,
  },
];
const routes = { [QUEUE]: ok(unmatched), [SEARCH]: ok([TELU]) };

describe('InstitutionsPage', () => {
  it('lists the unmatched names with their counts and other spellings', async () => {
    renderWithApp(<InstitutionsPage />, { routes });
    const table = await screen.findByRole('table', { name: 'Institusi belum cocok' });
    // The header row is there before the answer: wait for the rows of the data.
    await within(table).findByText('Univ Tel Kom');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText('Univ Tel Kom')).toBeInTheDocument();
    expect(first.getByText('Ejaan lain: UNIV TEL KOM')).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('1')).toBeInTheDocument();
  });

  it('merges a name into the picked institution and says what moved', async () => {
    const { user, transport } = renderWithApp(<InstitutionsPage />, {
      routes: { ...routes, [MERGE]: ok({ institution: TELU, users: 3, teams: 1 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Gabungkan Univ Tel Kom' }));
    const dialog = await screen.findByRole('dialog', { name: /Gabungkan/ });
    const box = within(dialog).getByRole('combobox', { name: 'Gabungkan ke institusi' });
    await user.clear(box);
    await user.type(box, 'telkom');
    await user.click(await screen.findByRole('option', { name: 'Telkom University' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gabungkan' }));
    await waitFor(() => expect(transport.callsTo(MERGE)).toHaveLength(1));
    expect(transport.callsTo(MERGE)[0]?.body).toEqual({ key: 'univ tel kom', into_id: 9 });
    expect(
      await screen.findByText('3 profil dan 1 tim kini tercatat di Telkom University.'),
    ).toBeInTheDocument();
  });

  it('explains a refused merge in Indonesian and keeps the dialog open', async () => {
    const { user } = renderWithApp(<InstitutionsPage />, {
      routes: { ...routes, [MERGE]: refuse(400, 'An institution cannot be merged into itself') },
    });
    await user.click(await screen.findByRole('button', { name: 'Gabungkan Univ Tel Kom' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Gabungkan ke institusi' }));
    await user.click(await screen.findByRole('option', { name: 'Telkom University' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gabungkan' }));
    expect(
      await within(dialog).findByText('Institusi tidak dapat digabungkan ke dirinya sendiri.'),
    ).toBeInTheDocument();
  });

  it('adds a name as a new institution with its abbreviations', async () => {
    const created = { id: 70, name: 'Politeknik Contoh Nusantara', aliases: ['PCN'] };
    const { user, transport } = renderWithApp(<InstitutionsPage />, {
      routes: { ...routes, [ADD]: ok({ institution: created, users: 1, teams: 0 }) },
    });
    await user.click(
      await screen.findByRole('button', {
        name: 'Tambah Politeknik Contoh sebagai institusi baru',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nama resmi/), ' Nusantara');
    await user.type(within(dialog).getByLabelText(/Singkatan/), 'PCN, Poltek Contoh');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah institusi' }));
    await waitFor(() => expect(transport.callsTo(ADD)).toHaveLength(1));
    expect(transport.callsTo(ADD)[0]?.body).toEqual({
      name: 'Politeknik Contoh Nusantara',
      aliases: ['PCN', 'Poltek Contoh'],
      key: 'politeknik contoh',
    });
  });

  it('says when every institution matches', async () => {
    renderWithApp(<InstitutionsPage />, { routes: { ...routes, [QUEUE]: ok([]) } });
    expect(
      await screen.findByText('Semua institusi peserta sudah cocok dengan daftar.'),
    ).toBeInTheDocument();
  });
});
