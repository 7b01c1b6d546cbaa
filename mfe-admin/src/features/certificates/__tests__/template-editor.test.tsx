import { ok, refuse } from '@gcw/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';

import { installDownloadFakes } from '../../../test-utils/download-fakes';
import { page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { CertificatesPage } from '../components/certificates-page';
import { TEMPLATES, template } from './certificate-fixtures';

const TEMPLATES_URL = 'GET /certificates/templates';
const SAVE = 'PUT /certificates/templates/seminar';
const PREVIEW = 'POST /certificates/templates/seminar/preview.pdf';
const LOGO = 'POST /api/v1/admin/certificates/templates/seminar/images/logo';

const routes = {
  [TEMPLATES_URL]: ok(TEMPLATES),
  'GET /certificates/candidates': ok({ candidates: [], teams: [] }),
  'GET /certificates/jobs': ok([]),
  'GET /certificates': ok(page([])),
};

function render(extra: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(<CertificatesPage />, {
    route: '/admin/certificates',
    ...extra,
    routes: { ...routes, ...extra.routes },
  });
}

async function editor() {
  return screen.findByRole('form', { name: 'Templat Kehadiran Seminar' });
}

describe('certificate template editor', () => {
  afterEach(() => jest.restoreAllMocks());

  it('inserts a field where the cursor is', async () => {
    const { user } = render();
    const form = await editor();
    const body = within(form).getByRole('textbox', { name: 'Isi sertifikat' });
    await user.clear(body);
    // Pasted, not typed key by key: the form re-renders on each key, slow on a busy machine.
    await user.paste('Untuk  sebagai peserta.');
    // The cursor after "Untuk ": the field goes there, not at the end.
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(within(form).getByRole('button', { name: /Sisipkan \{nama\}/ }));
    expect(body).toHaveValue('Untuk {nama} sebagai peserta.');
    // Back in the text, the cursor after the field: the next one follows it.
    await waitFor(() => expect(body).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: /Sisipkan \{tim\}/ }));
    expect(body).toHaveValue('Untuk {nama}{tim} sebagai peserta.');
  });

  it('saves the template as the contract shapes it', async () => {
    const { transport, user } = render({
      routes: { [SAVE]: ok(template({ updated_at: '2026-11-27T03:00:00Z' })) },
    });
    const form = await editor();
    const title = within(form).getByRole('textbox', { name: 'Judul' });
    expect(title).toHaveValue('SERTIFIKAT');
    await user.click(title);
    await user.paste(' KEHADIRAN');
    await user.type(within(form).getByLabelText('Tanggal acara'), '2026-07-27');
    await user.click(within(form).getByRole('button', { name: 'Tambah penanda tangan' }));
    await user.click(within(form).getByRole('textbox', { name: /Nama penanda tangan 2/ }));
    await user.paste('Andi');
    await user.click(within(form).getByRole('textbox', { name: 'Jabatan penanda tangan 2' }));
    await user.paste('Dekan');
    await user.click(within(form).getByRole('button', { name: 'Simpan templat' }));

    await waitFor(() => expect(transport.callsTo(SAVE)).toHaveLength(1));
    expect(transport.callsTo(SAVE)[0]?.body).toEqual({
      title: 'SERTIFIKAT KEHADIRAN',
      body: 'Diberikan kepada {nama} dari {institusi} atas kehadirannya di {acara}.',
      event_date: '2026-07-27',
      signers: [
        { name: 'Dr. Rina', role: 'Ketua Panitia', signature_file_id: null },
        { name: 'Andi', role: 'Dekan', signature_file_id: null },
      ],
      background_file_id: null,
      logo_file_id: null,
    });
    expect(await screen.findByText('Templat Kehadiran Seminar disimpan.')).toBeInTheDocument();
  });

  it("checks the form with the contract's schema before anything is sent", async () => {
    const { transport, user } = render({ routes: { [SAVE]: ok(template()) } });
    const form = await editor();
    await user.clear(within(form).getByRole('textbox', { name: 'Judul' }));
    const body = within(form).getByRole('textbox', { name: 'Isi sertifikat' });
    await user.clear(body);
    await user.paste('Untuk {nim}');
    await user.click(within(form).getByRole('button', { name: 'Tambah penanda tangan' }));
    await user.click(within(form).getByRole('button', { name: 'Simpan templat' }));

    expect(await within(form).findByText('Judul wajib diisi')).toBeInTheDocument();
    expect(within(form).getByText(/^Kolom tidak dikenal: \{nim\}/)).toBeInTheDocument();
    expect(within(form).getByText('Nama penanda tangan wajib diisi')).toBeInTheDocument();
    // Three signers at most: the button goes once there are three.
    await user.click(within(form).getByRole('button', { name: 'Tambah penanda tangan' }));
    expect(within(form).queryByRole('button', { name: 'Tambah penanda tangan' })).toBeNull();
    expect(transport.callsTo(SAVE)).toHaveLength(0);
  });

  it("shows the API's refusal when saving fails", async () => {
    const { user } = render({ routes: { [SAVE]: refuse(400, 'Tanggal acara tidak valid') } });
    const form = await editor();
    await user.click(within(form).getByRole('button', { name: 'Simpan templat' }));
    expect(await screen.findByText('Tanggal acara tidak valid')).toBeInTheDocument();
  });

  it('uploads a logo with its progress and saves its file id with the template', async () => {
    let finish: (answer: { data: unknown }) => void = () => undefined;
    let progress: ((percent: number) => void) | undefined;
    const { transport, user } = render({
      routes: { [SAVE]: ok(template()) },
      onUpload: (request, onProgress) => {
        expect(`${request.method} ${request.url}`).toBe(LOGO);
        progress = onProgress;
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    });
    const form = await editor();
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Logo'), file);
    act(() => progress?.(40));
    expect(
      await within(form).findByRole('progressbar', { name: /Mengunggah logo: 40%/ }),
    ).toBeInTheDocument();
    await act(async () => finish({ data: { Data: { file_id: 321 } } }));
    expect(await within(form).findByRole('button', { name: 'Ganti logo' })).toBeInTheDocument();
    expect(within(form).queryByRole('progressbar')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Simpan templat' }));
    await waitFor(() => expect(transport.callsTo(SAVE)).toHaveLength(1));
    expect(transport.callsTo(SAVE)[0]?.body).toMatchObject({ logo_file_id: 321 });
  });

  it('refuses an image that is not PNG or JPG without sending it', async () => {
    const uploads: unknown[] = [];
    const { user } = render({
      userEvent: { applyAccept: false },
      onUpload: async (request) => {
        uploads.push(request);
        return { data: { Data: { file_id: 1 } } };
      },
    });
    const form = await editor();
    await user.upload(
      within(form).getByLabelText('Latar belakang'),
      new File(['gif'], 'bg.gif', { type: 'image/gif' }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Gambar harus berformat PNG atau JPG.',
    );
    expect(uploads).toHaveLength(0);
  });

  it('downloads the preview of the form as it stands', async () => {
    installDownloadFakes();
    const saved: string[] = [];
    jest.mocked(HTMLAnchorElement.prototype.click).mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { transport, user } = render({ routes: { [PREVIEW]: { data: 'blob:preview-pdf' } } });
    const form = await editor();
    const title = within(form).getByRole('textbox', { name: 'Judul' });
    await user.type(title, ' BARU');
    expect(within(form).getByRole('note')).toHaveTextContent('belum disimpan');
    await user.click(within(form).getByRole('button', { name: 'Pratinjau' }));

    await waitFor(() =>
      expect(saved).toEqual(['pratinjau-sertifikat-seminar.pdf blob:preview-pdf']),
    );
    expect(await screen.findByText(/^Pratinjau Kehadiran Seminar diunduh/)).toBeInTheDocument();
    // The unsaved text is what the preview shows.
    expect(transport.callsTo(PREVIEW)[0]?.body).toMatchObject({ title: 'SERTIFIKAT BARU' });
  });

  it('says why when the preview fails', async () => {
    const { user } = render({
      routes: { [PREVIEW]: refuse(400, 'Gambar latar belakang tidak ditemukan.') },
    });
    const form = await editor();
    await user.click(within(form).getByRole('button', { name: 'Pratinjau' }));
    expect(await screen.findByText('Gambar latar belakang tidak ditemukan.')).toBeInTheDocument();
  });

  it('edits the template chosen in the list, kept in the URL', async () => {
    const { user } = render();
    await editor();
    await user.click(screen.getByRole('combobox', { name: 'Jenis sertifikat' }));
    await user.click(await screen.findByRole('option', { name: 'Finalis Hackathon' }));
    expect(
      await screen.findByRole('form', { name: 'Templat Finalis Hackathon' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('url-search')).toHaveTextContent('template_key=finalist-hackathon');
  });
});
