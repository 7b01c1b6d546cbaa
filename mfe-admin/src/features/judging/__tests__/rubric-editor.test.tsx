import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { RubricEditor } from '../components/rubric-editor';
import { CRITERIA, stageInfo } from './judging-fixtures';

const SAVE = 'PUT /judging/proposal/rubric';

function render(info = stageInfo(), routes = {}) {
  return renderWithApp(<RubricEditor stage="proposal" info={info} />, {
    routes: { [SAVE]: ok(info), ...routes },
  });
}

const row = (n: number) => screen.getByRole('region', { name: `Kriteria ${n}` });
const field = (n: number, name: string) =>
  within(row(n)).getByRole(
    name.startsWith('Bobot') || name.startsWith('Nilai') ? 'spinbutton' : 'textbox',
    {
      name: `${name} kriteria ${n}`,
    },
  );

describe('rubric editor', () => {
  it("shows each criterion's share of the total weight and follows the weights as they change", async () => {
    const { user } = render();
    expect(within(row(1)).getByText('75%')).toBeInTheDocument();
    expect(within(row(2)).getByText('25%')).toBeInTheDocument();

    await user.clear(field(2, 'Bobot'));
    await user.type(field(2, 'Bobot'), '5');
    expect(within(row(1)).getByText('37,5%')).toBeInTheDocument();
    expect(within(row(2)).getByText('62,5%')).toBeInTheDocument();

    // An empty weight has no share and adds nothing to the total.
    await user.clear(field(1, 'Bobot'));
    expect(within(row(1)).getByText('–')).toBeInTheDocument();
    expect(within(row(2)).getByText('100%')).toBeInTheDocument();
  });

  it('names every missing field and a range whose maximum is not above its minimum', async () => {
    const { user, transport } = render();
    await user.click(screen.getByRole('button', { name: 'Tambah kriteria' }));
    await user.clear(field(3, 'Bobot'));
    await user.clear(field(2, 'Nilai maksimum'));
    await user.click(screen.getByRole('button', { name: 'Simpan rubrik' }));

    expect(await within(row(3)).findByText('Kode kriteria wajib diisi')).toBeInTheDocument();
    expect(within(row(3)).getByText('Nama kriteria wajib diisi')).toBeInTheDocument();
    expect(within(row(3)).getByText('Bobot wajib diisi')).toBeInTheDocument();
    expect(within(row(2)).getByText('Nilai maksimum wajib diisi')).toBeInTheDocument();

    await user.type(field(2, 'Nilai maksimum'), '0');
    expect(await within(row(2)).findByRole('alert')).toHaveTextContent(
      'Nilai maksimum harus lebih besar dari minimum',
    );
    expect(transport.callsTo(SAVE)).toHaveLength(0);
  });

  it('asks for a code of lower-case letters, digits or hyphens, each used once', async () => {
    const { user, transport } = render(stageInfo({ criteria: [CRITERIA[0]!] }));
    await user.click(screen.getByRole('button', { name: 'Tambah kriteria' }));
    await user.click(field(2, 'Kode'));
    await user.paste('Ide!');
    await user.click(field(2, 'Nama'));
    await user.paste('Dampak');
    await user.click(screen.getByRole('button', { name: 'Simpan rubrik' }));
    expect(
      await within(row(2)).findByText('Kode kriteria: huruf kecil, angka atau tanda hubung'),
    ).toBeInTheDocument();

    await user.clear(field(2, 'Kode'));
    await user.paste('ide');
    await user.click(screen.getByRole('button', { name: 'Simpan rubrik' }));
    expect(await screen.findByText('Kode kriteria tidak boleh kembar')).toBeInTheDocument();
    expect(transport.callsTo(SAVE)).toHaveLength(0);
  });

  it('sends the rubric as the contract shapes it, and shows what the API refuses', async () => {
    const { user, transport } = render(stageInfo(), {
      [SAVE]: refuse(409, 'Rubrik tidak dapat diubah: sudah ada nilai yang dikirim.'),
    });
    await user.clear(screen.getByRole('spinbutton', { name: 'Juri per tim' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Juri per tim' }), '3');
    await user.type(field(1, 'Nama'), ' baru ');
    await user.click(screen.getByRole('button', { name: 'Hapus kriteria 2' }));
    await user.click(screen.getByRole('button', { name: 'Simpan rubrik' }));

    expect(
      await screen.findByText('Rubrik tidak dapat diubah: sudah ada nilai yang dikirim.'),
    ).toBeInTheDocument();
    expect(transport.callsTo(SAVE)[0]!.body).toEqual({
      judges_per_team: 3,
      criteria: [{ ...CRITERIA[0], name: 'Ide baru' }],
    });
  });

  it('saves, and cannot be saved once a judge has submitted a score', async () => {
    const { user, transport, unmount } = render();
    await user.click(screen.getByRole('button', { name: 'Simpan rubrik' }));
    expect(await screen.findByText('Rubrik Proposal (Tahap 1) disimpan.')).toBeInTheDocument();
    await waitFor(() => expect(transport.callsTo(SAVE)).toHaveLength(1));
    unmount();

    render(stageInfo({ submitted: 4 }));
    expect(screen.getByRole('button', { name: 'Simpan rubrik' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tambah kriteria' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus kriteria 1' })).toBeNull();
    expect(screen.getByText(/rubrik tidak dapat diubah lagi/)).toBeInTheDocument();
  });
});
