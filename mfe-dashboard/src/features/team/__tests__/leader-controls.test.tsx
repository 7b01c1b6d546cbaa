import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { eventsData } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { TEAM } from '../../../test-utils/team-fixture';
import { MyTeamPage } from '../components/my-team-page';

const EVENTS = { 'GET /profile/events': ok(eventsData({ hackathon: 'Registered', teamId: 4 })) };
const DIMAS = TEAM.members[1]!;
const render = (routes = {}) =>
  renderWithApp(<MyTeamPage competition="hackathon" />, {
    routes: { ...EVENTS, 'GET /team/4': ok(TEAM), ...routes },
  });

describe('leader controls', () => {
  it('are not shown to a member who does not lead', async () => {
    renderWithApp(<MyTeamPage competition="hackathon" />, {
      routes: { ...EVENTS, 'GET /team/4': ok({ ...TEAM, leader_id: DIMAS.id }) },
    });
    expect(await screen.findByRole('heading', { name: 'Tim Garuda' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kelola tim (ketua)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Keluarkan Dimas Pratama' })).toBeNull();
  });

  it('remove a member only after confirming; the share link carries the code', async () => {
    const { user, transport } = render({
      'DELETE /team/4/members/8': ok({ ...TEAM, member_count: 1, members: [TEAM.members[0]] }),
    });
    const panel = await screen.findByRole('region', { name: 'Kelola tim (ketua)' });
    expect(
      within(panel).getByText('http://localhost/dashboard/teams/join?code=K7QP2MZX4N'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Keluarkan Dimas Pratama' }));
    const dialog = screen.getByRole('dialog', { name: 'Keluarkan Dimas Pratama?' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(transport.callsTo('DELETE /team/4/members/8')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Keluarkan Dimas Pratama' }));
    await user.click(screen.getByRole('button', { name: 'Ya, keluarkan' }));
    await waitFor(() => expect(transport.callsTo('DELETE /team/4/members/8')).toHaveLength(1));
    expect(await screen.findByText('Dimas Pratama dikeluarkan dari tim')).toBeInTheDocument();
  });

  it("shows the API's refusal when the payment was verified meanwhile", async () => {
    const { user } = render({
      'DELETE /team/4/members/8': refuse(
        409,
        'Anggota tidak dapat dikeluarkan setelah pembayaran tim diverifikasi',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Keluarkan Dimas Pratama' }));
    await user.click(screen.getByRole('button', { name: 'Ya, keluarkan' }));
    expect(
      await screen.findByText(
        'Anggota tidak dapat dikeluarkan setelah pembayaran tim diverifikasi',
      ),
    ).toBeInTheDocument();
  });

  it('hides removal once the payment is verified, but hand-over stays', async () => {
    const { user, transport } = render({
      'GET /team/4': ok({ ...TEAM, payment_status: 'verified' }),
      'POST /team/4/leader': ok({ ...TEAM, leader_id: DIMAS.id }),
    });
    await user.click(await screen.findByRole('button', { name: 'Jadikan Dimas Pratama ketua' }));
    expect(screen.queryByRole('button', { name: 'Keluarkan Dimas Pratama' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ya, serahkan' }));
    await waitFor(() => expect(transport.callsTo('POST /team/4/leader')).toHaveLength(1));
    expect(transport.callsTo('POST /team/4/leader')[0]!.body).toEqual({ user_id: DIMAS.id });
  });

  it('renames with validation, and regenerates the code after confirming', async () => {
    const { user, transport } = render({
      'PATCH /team/4': ok({ ...TEAM, team_name: 'Tim Elang' }),
      'POST /team/4/join-code': ok({ ...TEAM, join_code: 'ABCDEFGHJK' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ganti nama tim' }));
    const field = screen.getByLabelText('Nama tim baru');
    await user.clear(field);
    await user.type(field, 'ab');
    await user.click(screen.getByRole('button', { name: 'Simpan nama' }));
    expect(await screen.findByText('Nama tim minimal 3 karakter')).toBeInTheDocument();
    expect(transport.callsTo('PATCH /team/4')).toHaveLength(0);
    await user.type(field, 'c Elang');
    await user.click(screen.getByRole('button', { name: 'Simpan nama' }));
    await waitFor(() => expect(transport.callsTo('PATCH /team/4')).toHaveLength(1));
    expect(transport.callsTo('PATCH /team/4')[0]!.body).toEqual({ team_name: 'abc Elang' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Buat kode gabung baru' }));
    await user.click(screen.getByRole('button', { name: 'Ya, buat kode baru' }));
    await waitFor(() => expect(transport.callsTo('POST /team/4/join-code')).toHaveLength(1));
  });
});
