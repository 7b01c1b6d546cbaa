import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';
import type { RenderOptions } from '@gcw/shared/testing';
import { makeUser, ok } from '@gcw/shared/testing';
import { screen, waitFor } from '@testing-library/react';

import { fill } from '../../../test-utils/fill';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { CreateTeamForm } from '../components/create-team-form';

ScriptedUploads.install();
beforeEach(() => sessionStorage.clear());

// The form is offered once the admins have announced the fee and the account.
const account = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };
const SETTINGS = {
  ...DEFAULT_EVENT_SETTINGS,
  hackathon: { ...DEFAULT_EVENT_SETTINGS.hackathon, bank_account: account },
  'competitive-programming': {
    ...DEFAULT_EVENT_SETTINGS['competitive-programming'],
    bank_account: account,
  },
};
const withSettings = (options: RenderOptions = {}): RenderOptions => ({
  ...options,
  routes: { 'GET /settings': ok(SETTINGS), ...options.routes },
});

const pdf = () => new File(['%PDF-1.7'], 'bukti.pdf', { type: 'application/pdf' });

async function fillForm() {
  await fill(await screen.findByLabelText(/Nama tim/), 'Tim Garuda');
  await fill(screen.getByLabelText(/Nama dosen pembimbing/), 'Dr. Rina Kusuma, M.Kom.');
  await fill(screen.getByLabelText(/NIDN dosen pembimbing/), '0012345678');
}

describe('CreateTeamForm', () => {
  it('validates the fields and the proof of payment before sending', async () => {
    const { user } = renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    await fill(await screen.findByLabelText(/NIDN dosen pembimbing/), '12-34');
    await user.click(screen.getByRole('button', { name: 'Daftarkan tim' }));
    expect(await screen.findByText('Nama tim wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('Nama dosen pembimbing wajib diisi')).toBeInTheDocument();
    expect(screen.getByText('NIDN berisi 8–16 angka, tanpa spasi')).toBeInTheDocument();
    expect(screen.getByText('Berkas wajib dipilih')).toBeInTheDocument();
    expect(ScriptedUploads.sent).toHaveLength(0);
  });

  it('refuses a file that is not PDF or an image', async () => {
    const { user } = renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    const exe = new File(['MZ'], 'bukti.exe', { type: 'application/x-msdownload' });
    await user.upload(await screen.findByLabelText(/Bukti pembayaran/), exe);
    expect(await screen.findByText('Berkas harus PDF, PNG, JPG atau WebP')).toBeInTheDocument();
  });

  it('sends the multipart fields through the shell transport, then opens My Team', async () => {
    ScriptedUploads.answer(201, {
      Data: { id: 4, team_name: 'Tim Garuda', join_code: 'K7QP2MZX4N' },
    });
    const { user } = renderWithApp(
      <CreateTeamForm competition="hackathon" />,
      withSettings({ path: '/dashboard/hackathon' }),
    );
    await fillForm();
    await user.upload(screen.getByLabelText(/Bukti pembayaran/), pdf());
    await user.click(screen.getByRole('button', { name: 'Daftarkan tim' }));

    await waitFor(() => expect(ScriptedUploads.sent).toHaveLength(1));
    const request = ScriptedUploads.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v1/gcw/resources/team/registration/hackathon');
    expect(request.body?.get('team_name')).toBe('Tim Garuda');
    expect(request.body?.get('supervisor')).toBe('Dr. Rina Kusuma, M.Kom.');
    expect(request.body?.get('supervisor_nidn')).toBe('0012345678');
    expect((request.body?.get('bukti_pembayaran') as File).name).toBe('bukti.pdf');
    expect(await screen.findByText(/Bagikan kode gabung K7QP2MZX4N/)).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(
      '/dashboard/hackathon/team',
    );
  });

  it('shows the refusal of the server and keeps what was typed', async () => {
    ScriptedUploads.answer(409, {
      Message:
        'Anda sudah terdaftar di sebuah kompetisi. Satu peserta hanya boleh mengikuti satu kompetisi (Hackathon atau Competitive Programming).',
    });
    const { user } = renderWithApp(
      <CreateTeamForm competition="competitive-programming" />,
      withSettings(),
    );
    await fillForm();
    await user.upload(screen.getByLabelText(/Bukti pembayaran/), pdf());
    await user.click(screen.getByRole('button', { name: 'Daftarkan tim' }));
    expect(
      await screen.findAllByText(/Satu peserta hanya boleh mengikuti satu kompetisi/),
    ).not.toHaveLength(0);
    expect(ScriptedUploads.last().url).toBe(
      '/api/v1/gcw/resources/team/registration/competitive-programming',
    );
    expect(screen.getByLabelText(/Nama tim/)).toHaveValue('Tim Garuda');
  });

  it('tells the user to sign in again when the session is gone', async () => {
    ScriptedUploads.answer(401, { Message: 'Unauthorized' });
    const { user } = renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    await fillForm();
    await user.upload(screen.getByLabelText(/Bukti pembayaran/), pdf());
    await user.click(screen.getByRole('button', { name: 'Daftarkan tim' }));
    expect(await screen.findAllByText(/Silakan keluar lalu masuk lagi/)).not.toHaveLength(0);
  });

  it('keeps what was typed across leaving and coming back, and asks for the file again', async () => {
    const first = renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    await fillForm();
    await first.user.upload(screen.getByLabelText(/Bukti pembayaran/), pdf());
    first.unmount();

    renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    expect(await screen.findByLabelText(/Nama tim/)).toHaveValue('Tim Garuda');
    expect(screen.getByLabelText(/Nama dosen pembimbing/)).toHaveValue('Dr. Rina Kusuma, M.Kom.');
    expect(screen.getByLabelText(/NIDN dosen pembimbing/)).toHaveValue('0012345678');
    expect(screen.getByText(/Berkas sebelumnya: bukti\.pdf — pilih lagi/)).toBeInTheDocument();
    expect(screen.getByText('Belum ada berkas dipilih')).toBeInTheDocument();
  });

  it("keeps one draft per competition, and none of another student's", async () => {
    const first = renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    await fillForm();
    first.unmount();
    const cp = renderWithApp(
      <CreateTeamForm competition="competitive-programming" />,
      withSettings(),
    );
    expect(await screen.findByLabelText(/Nama tim/)).toHaveValue('');
    cp.unmount();
    renderWithApp(
      <CreateTeamForm competition="hackathon" />,
      withSettings({ user: makeUser({ id: 8 }) }),
    );
    expect(await screen.findByLabelText(/Nama tim/)).toHaveValue('');
  });

  it('forgets the draft once the team is registered', async () => {
    ScriptedUploads.answer(201, {
      Data: { id: 4, team_name: 'Tim Garuda', join_code: 'K7QP2MZX4N' },
    });
    const { user, unmount } = renderWithApp(
      <CreateTeamForm competition="hackathon" />,
      withSettings({ path: '/dashboard/hackathon' }),
    );
    await fillForm();
    await user.upload(screen.getByLabelText(/Bukti pembayaran/), pdf());
    await user.click(screen.getByRole('button', { name: 'Daftarkan tim' }));
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent(
      '/dashboard/hackathon/team',
    );
    unmount();
    renderWithApp(<CreateTeamForm competition="hackathon" />, withSettings());
    expect(await screen.findByLabelText(/Nama tim/)).toHaveValue('');
    expect(screen.queryByText(/Berkas sebelumnya/)).not.toBeInTheDocument();
  });
});
