import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page, team } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const teams = [
  team({ id: 1, team_name: 'Alfa', payment_status: 'verified', status: 'Registered' }),
  team({ id: 2, team_name: 'Bravo', payment_status: 'verified', status: 'Stage-1' }),
  team({ id: 3, team_name: 'Charlie', payment_status: 'pending', status: 'Registered' }),
];

function setup(extra = {}) {
  return renderWithApp(<HackathonTeamsPage />, {
    routes: { 'GET /teams/hackathon': ok(page(teams)), ...extra },
  });
}

describe('bulk actions', () => {
  it('advances each selected paid team one stage and skips the unpaid one', async () => {
    const { transport, user } = setup({
      'POST /teams/status': (args: { body?: unknown }) => {
        const body = args.body as { ids: number[]; status: string };
        return ok({ updated: body.ids, status: body.status });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    const bar = screen.getByRole('region', { name: 'Aksi massal' });
    expect(within(bar).getByText('3 tim dipilih')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Naikkan tahap terpilih' }));
    const confirm = await screen.findByRole('dialog', { name: 'Naikkan tahap' });
    expect(confirm).toHaveTextContent('2 tim akan naik satu tahap');
    expect(confirm).toHaveTextContent('1 tim dilewati');
    await user.click(within(confirm).getByRole('button', { name: 'Naikkan' }));
    expect(await screen.findByText('2 tim naik ke tahap berikutnya.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/status').map((c) => c.body)).toEqual([
      { ids: [1], status: 'Stage-1', expected_status: 'Registered' },
      { ids: [2], status: 'Stage-2', expected_status: 'Stage-1' },
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aksi massal' })).toBeNull());
  });

  it('verifies the payments of the selected unpaid teams', async () => {
    const { transport, user } = setup({ 'POST /teams/3/payment': ok(teams[2]) });
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Bravo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih Charlie' }));
    await user.click(screen.getByRole('button', { name: 'Verifikasi pembayaran terpilih' }));
    const confirm = await screen.findByRole('dialog', { name: 'Verifikasi pembayaran' });
    expect(confirm).toHaveTextContent('1 tim akan diverifikasi');
    await user.click(within(confirm).getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('1 pembayaran terverifikasi.')).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/3/payment')[0]?.body).toEqual({
      action: 'verify',
      bukti_pembayaran_url: null,
      expected_payment_status: 'pending',
    });
    expect(transport.callsTo('POST /teams/2/payment')).toHaveLength(0);
  });

  it('reports a refused bulk call', async () => {
    const { user } = setup({ 'POST /teams/status': refuse(404, 'Team 2 not found') });
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Bravo' }));
    await user.click(screen.getByRole('button', { name: 'Naikkan tahap terpilih' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Naikkan' }),
    );
    expect(await screen.findByText('Team 2 not found')).toBeInTheDocument();
  });
});
