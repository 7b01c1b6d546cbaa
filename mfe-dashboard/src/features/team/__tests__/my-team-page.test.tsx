import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { eventsData } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { ScriptedUploads } from '../../../test-utils/scripted-uploads';
import { TEAM } from '../../../test-utils/team-fixture';
import { MyTeamPage } from '../components/my-team-page';
import { TeamDetailPage } from '../components/team-detail-page';

ScriptedUploads.install();

const REGISTERED = {
  'GET /profile/events': ok(eventsData({ hackathon: 'Registered', teamId: 4 })),
};

describe('MyTeamPage', () => {
  it('tells an unregistered student how to get a team', async () => {
    renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: { 'GET /profile/events': ok(eventsData()) },
    });
    expect(await screen.findByText('Anda belum punya tim Hackathon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Daftar sekarang' })).toHaveAttribute(
      'href',
      '/dashboard/hackathon',
    );
  });

  it('shows the team, its join code, members with institution, supervisor and payment', async () => {
    const { user } = renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: { ...REGISTERED, 'GET /team/4': ok(TEAM) },
    });
    expect(await screen.findByRole('heading', { name: 'Tim Garuda' })).toBeInTheDocument();
    expect(screen.getByText('K7QP2MZX4N')).toBeInTheDocument();
    expect(screen.getByText('Dr. Rina Kusuma, M.Kom.')).toBeInTheDocument();
    expect(screen.getByText('Tahap tim: Terdaftar')).toBeInTheDocument();
    expect(screen.getByText(/Menunggu verifikasi panitia/)).toBeInTheDocument();
    const members = screen.getByRole('list', { name: 'Anggota (2/5)' });
    expect(within(members).getByText('Dimas Pratama')).toBeInTheDocument();
    expect(within(members).getByText('Ketua')).toBeInTheDocument();
    expect(within(members).getAllByText(/Universitas Indonesia/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Salin kode' }));
    expect(await screen.findByText('Kode gabung disalin')).toBeInTheDocument();
    // user-event installs a clipboard stub on navigator: read back what was copied.
    await expect(navigator.clipboard.readText()).resolves.toBe('K7QP2MZX4N');
  });

  it('shows the reason of a rejected payment and uploads a new proof', async () => {
    ScriptedUploads.answer(200, { Data: { ...TEAM, payment_status: 'pending' } });
    const { user } = renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: {
        ...REGISTERED,
        'GET /team/4': ok({ ...TEAM, payment_status: 'rejected', payment_note: 'Nominal kurang' }),
      },
    });
    expect(
      await screen.findByText(/Bukti pembayaran ditolak\. Alasan: Nominal kurang/),
    ).toBeInTheDocument();
    const png = new File(['png'], 'transfer.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Unggah ulang bukti pembayaran/), png);
    await user.click(screen.getByRole('button', { name: 'Kirim bukti pembayaran' }));
    await waitFor(() => expect(ScriptedUploads.sent).toHaveLength(1));
    expect(ScriptedUploads.last().url).toBe('/api/v1/gcw/resources/team/payment');
    expect((ScriptedUploads.last().body?.get('bukti_pembayaran') as File).name).toBe(
      'transfer.png',
    );
    expect(await screen.findByText(/Bukti pembayaran baru terkirim/)).toBeInTheDocument();
  });

  it('shows a member who is not the leader the payment but no form to replace its proof', async () => {
    const led = { ...TEAM, leader_id: 8, payment_status: 'rejected' as const };
    renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: { ...REGISTERED, 'GET /team/4': ok(led) },
    });
    expect(await screen.findByText(/Bukti pembayaran ditolak/)).toBeInTheDocument();
    expect(
      screen.getByText('Hanya ketua tim yang dapat mengganti bukti pembayaran.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Unggah ulang bukti pembayaran')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Kirim bukti pembayaran' }),
    ).not.toBeInTheDocument();
  });

  it('leaves the team after confirmation and goes back to the overview', async () => {
    const { user, transport } = renderWithApp(<MyTeamPage competition="hackathon" />, {
      path: '/dashboard/hackathon/team',
      routes: {
        ...REGISTERED,
        'GET /team/4': ok(TEAM),
        'POST /team/leave': ok({ id_team: null, team_deleted: false, new_leader_id: 8 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Keluar dari tim' }));
    expect(screen.getByText(/Peran ketua akan diberikan/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya, keluar' }));
    await waitFor(() => expect(transport.callsTo('POST /team/leave')).toHaveLength(1));
    expect(await screen.findByText('Anda keluar dari Tim Garuda')).toBeInTheDocument();
    expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/dashboard/hackathon');
  });

  it('locks leaving once the competition has started', async () => {
    renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: {
        'GET /profile/events': ok(eventsData({ hackathon: 'Stage-1', teamId: 4 })),
        'GET /team/4': ok({ ...TEAM, status: 'Stage-1' }),
      },
    });
    expect(await screen.findByRole('button', { name: 'Keluar dari tim' })).toBeDisabled();
    expect(screen.getByText(/Susunan tim terkunci/)).toBeInTheDocument();
  });
});

describe('TeamDetailPage', () => {
  it('refuses a team the user does not belong to', async () => {
    renderWithApp(<TeamDetailPage competition="hackathon" />, {
      path: '/dashboard/hackathon/:id',
      route: '/dashboard/hackathon/99',
      routes: {
        'GET /team/99': refuse(
          403,
          'Anda bukan anggota tim ini, jadi detail tim tidak dapat ditampilkan.',
        ),
      },
    });
    expect(await screen.findByText(/Anda bukan anggota tim ini/)).toBeInTheDocument();
    expect(screen.queryByText('Kode gabung')).not.toBeInTheDocument();
  });

  it('shows a team of the user by id', async () => {
    renderWithApp(<TeamDetailPage competition="hackathon" />, {
      path: '/dashboard/hackathon/:id',
      route: '/dashboard/hackathon/4',
      routes: { 'GET /team/4': ok(TEAM) },
    });
    expect(await screen.findByRole('heading', { name: 'Tim Garuda' })).toBeInTheDocument();
  });
});
