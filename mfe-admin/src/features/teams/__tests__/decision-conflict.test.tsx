import { ok, refuse } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page, team, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const LIST = 'GET /teams/hackathon';
const members = {
  'GET /users/10': ok(userDetail()),
  'GET /users/11': ok(userDetail({ id: 11, name: 'Sari Dewi' })),
};
const decided = (message: string, state: string | boolean, action: string) =>
  refuse(409, message, {
    Reason: 'already_decided',
    Decisions: [
      {
        target_type: 'team',
        target_id: 5,
        action,
        state,
        by_id: 2,
        by_name: 'Sari Dewi',
        at: '2026-12-02T07:03:00.000Z',
      },
    ],
  });

/** The list answers `first` once, then `after`: what another admin's decision left. */
function listing(first: ReturnType<typeof team>[], after: ReturnType<typeof team>[]) {
  let calls = 0;
  return { [LIST]: () => ok(page(calls++ === 0 ? first : after)), calls: () => calls };
}

describe('a decision another admin made first (409)', () => {
  it('shows who rejected the payment, reloads the team and offers no success', async () => {
    const MESSAGE =
      'Pembayaran Tim Garuda sudah ditolak oleh Sari Dewi pada 2 Desember 2026 pukul 14.03 WIB. Muat ulang untuk melihat keadaan terbaru.';
    const rejected = team({ payment_status: 'rejected', payment_note: 'Nominal kurang' });
    const list = listing([team()], [rejected]);
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...members,
        [LIST]: list[LIST],
        'POST /teams/5/payment': decided(MESSAGE, 'rejected', 'team.payment.reject'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    const dialog = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/5/payment')[0]?.body).toMatchObject({
      expected_payment_status: 'pending',
    });
    // The list is asked again and the open review shows the decision that stands.
    await waitFor(() => expect(list.calls()).toBe(2));
    expect(await within(dialog).findByText('Alasan penolakan: Nominal kurang')).toBeInTheDocument();
    expect(screen.queryByText('Pembayaran Tim Garuda terverifikasi.')).toBeNull();
  });

  it("closes the reason dialog of a rejection another admin's verification came before", async () => {
    const MESSAGE =
      'Pembayaran Tim Garuda sudah diverifikasi oleh Sari Dewi pada 2 Desember 2026 pukul 14.03 WIB. Muat ulang untuk melihat keadaan terbaru.';
    const list = listing([team()], [team({ payment_status: 'verified' })]);
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...members,
        [LIST]: list[LIST],
        'POST /teams/5/payment': decided(MESSAGE, 'verified', 'team.payment.verify'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    const review = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
    await user.click(within(review).getByRole('button', { name: 'Tolak pembayaran' }));
    const reason = await screen.findByRole('dialog', { name: 'Tolak pembayaran' });
    await user.type(within(reason).getByLabelText(/Alasan penolakan/), 'Nominal kurang');
    await user.click(within(reason).getByRole('button', { name: 'Tolak pembayaran' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    // The reason was for a decision that no longer stands: nothing is left to send.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tolak pembayaran' })).not.toBeInTheDocument(),
    );
    expect(await within(review).findByText('Terverifikasi')).toBeInTheDocument();
  });

  it('shows who moved a team of a bulk move and reloads the list', async () => {
    const MESSAGE =
      'Tidak ada tim yang dipindahkan. Tim Garuda sudah dipindahkan ke Tahap 2 oleh Sari Dewi pada 2 Desember 2026 pukul 14.03 WIB. Muat ulang untuk melihat keadaan terbaru.';
    const paid = team({ payment_status: 'verified' });
    const list = listing([paid], [{ ...paid, status: 'Stage-2' }]);
    const { transport, user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...members,
        [LIST]: list[LIST],
        'POST /teams/status': decided(MESSAGE, 'Stage-2', 'team.status'),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Pilih Tim Garuda' }));
    await user.click(screen.getByRole('button', { name: 'Naikkan tahap terpilih' }));
    const confirm = await screen.findByRole('dialog', { name: 'Naikkan tahap' });
    await user.click(within(confirm).getByRole('button', { name: 'Naikkan' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(transport.callsTo('POST /teams/status')[0]?.body).toEqual({
      ids: [5],
      status: 'Stage-1',
      expected_status: 'Registered',
    });
    await waitFor(() => expect(list.calls()).toBe(2));
    const table = screen.getByRole('table', { name: 'Daftar tim' });
    expect(await within(table).findByText('Tahap 2')).toBeInTheDocument();
  });
});
