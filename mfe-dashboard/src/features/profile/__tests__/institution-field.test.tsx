import { ok } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { fill } from '../../../test-utils/fill';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { InstitutionField } from '../components/institution-field';

const ITB = { id: 2, name: 'Institut Teknologi Bandung', aliases: ['ITB'] };
const SEARCH = 'GET /institutions';

function Harness({ locked = false }: { locked?: boolean }) {
  const [value, setValue] = useState({ name: '', id: null as number | null });
  return (
    <>
      <InstitutionField
        value={value.name}
        institutionId={value.id}
        onChange={(name, id) => setValue({ name, id })}
        onBlur={() => undefined}
        locked={locked}
      />
      <output data-testid="picked">{`${value.name}#${value.id ?? 'none'}`}</output>
    </>
  );
}

describe('InstitutionField (profile picker)', () => {
  it('searches the API by abbreviation and keeps the picked institution with its id', async () => {
    const { user, transport } = renderWithApp(<Harness />, { routes: { [SEARCH]: ok([ITB]) } });
    const box = screen.getByRole('combobox', { name: /Institusi/ });
    await user.type(box, 'itb');
    await waitFor(() => expect(transport.callsTo(SEARCH).at(-1)?.params).toEqual({ q: 'itb' }));
    const option = await screen.findByRole('option', { name: /Institut Teknologi Bandung/ });
    expect(option).toHaveTextContent('ITB');
    await user.click(option);
    expect(box).toHaveValue('Institut Teknologi Bandung');
    expect(screen.getByTestId('picked')).toHaveTextContent('Institut Teknologi Bandung#2');
    expect(screen.getByText('Terpilih dari daftar institusi.')).toBeInTheDocument();
  });

  it('accepts a name on no list, without an id, and says the committee will match it', async () => {
    renderWithApp(<Harness />, { routes: { [SEARCH]: ok([]) } });
    const box = screen.getByRole('combobox', { name: /Institusi/ });
    await fill(box, 'Politeknik Contoh');
    expect(screen.getByTestId('picked')).toHaveTextContent('Politeknik Contoh#none');
    expect(
      screen.getByText(/Tidak ada di daftar\? Nama ini tetap disimpan dan akan dicocokkan/),
    ).toBeInTheDocument();
  });

  it('asks for suggestions only once the student is in the field', async () => {
    const { user, transport } = renderWithApp(<Harness />, { routes: { [SEARCH]: ok([ITB]) } });
    const box = screen.getByRole('combobox', { name: /Institusi/ });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(transport.callsTo(SEARCH)).toHaveLength(0);
    await user.click(box);
    await waitFor(() => expect(transport.callsTo(SEARCH)).toHaveLength(1));
    expect(await screen.findByRole('option', { name: /Institut Teknologi Bandung/ })).toBeVisible();
  });

  it('is locked for a team member and does not search', () => {
    const { transport } = renderWithApp(<Harness locked />, { routes: { [SEARCH]: ok([ITB]) } });
    expect(screen.getByRole('combobox', { name: /Institusi/ })).toBeDisabled();
    expect(transport.callsTo(SEARCH)).toHaveLength(0);
  });
});
