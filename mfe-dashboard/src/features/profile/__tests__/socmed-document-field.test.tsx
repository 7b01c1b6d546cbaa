import { selectUser } from '@gcw/shared/store';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';

import { USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { SocmedDocumentField } from '../components/socmed-document-field';

ScriptedUploads.install();
const FILE = '/api/v1/gcw/resources/files/0b9e4a1c-2f0d-4c4e-9a55-3f1f6d1e2a10';
const png = () => new File(['png-bytes'], 'bukti.png', { type: 'image/png' });

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SocmedDocumentField value={value} onChange={setValue} onBlur={() => undefined} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('SocmedDocumentField', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('keeps showing an old link until an uploaded image replaces it', async () => {
    const { user, store, transport } = renderWithApp(
      <Harness initial="https://drive.google.com/old" />,
      { routes: { [`GET ${FILE}`]: { data: new Blob(['img']) } } },
    );
    expect(screen.getByRole('link', { name: /buka tautan/ })).toHaveAttribute(
      'href',
      'https://drive.google.com/old',
    );
    expect(screen.getByText(/tetap berlaku sampai Anda mengunggah gambar/)).toBeInTheDocument();
    ScriptedUploads.answer(200, { Data: { ...USER, socmed_document: FILE } });
    await user.upload(screen.getByLabelText(/Bukti media sosial/), png());
    expect(await screen.findByText('Bukti media sosial tersimpan')).toBeInTheDocument();
    expect(ScriptedUploads.last().url).toMatch(
      /\/api\/v1\/gcw\/resources\/profile\/my\/socmed-document$/,
    );
    expect(ScriptedUploads.last().body?.get('socmed_document')).toBeInstanceOf(File);
    expect(screen.getByTestId('value')).toHaveTextContent(FILE);
    expect(selectUser(store.getState())?.socmed_document).toBe(FILE);
    // The private image is fetched through the shell's transport and shown; the old link is gone.
    expect(
      await screen.findByRole('img', { name: 'Pratinjau bukti media sosial' }),
    ).toHaveAttribute('src', 'blob:preview');
    expect(transport.callsTo(`GET ${FILE}`)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /buka tautan/ })).not.toBeInTheDocument();
  });

  it('refuses a PDF or a large file before uploading', async () => {
    renderWithApp(<Harness initial="" />, {});
    const input = screen.getByLabelText(/Bukti media sosial/);
    // The picker's accept filter is bypassed, as a drag-and-drop or an old browser would.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('Berkas harus PNG, JPG atau WebP')).toBeInTheDocument();
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(/Ukuran berkas maksimal 5,0 MB/)).toBeInTheDocument();
    expect(ScriptedUploads.sent).toHaveLength(0);
  });

  it('shows the server refusal in Indonesian and keeps the value', async () => {
    const { user } = renderWithApp(<Harness initial="" />);
    ScriptedUploads.answer(400, {
      Message: 'Bukti media sosial harus berupa berkas PNG, JPEG atau WebP',
    });
    await user.upload(screen.getByLabelText(/Bukti media sosial/), png());
    expect(
      await screen.findByText('Bukti media sosial harus berupa berkas PNG, JPEG atau WebP'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(''));
  });
});
