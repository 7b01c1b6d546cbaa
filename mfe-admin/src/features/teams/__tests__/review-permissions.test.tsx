import type { Grant } from '@gcw/shared/contract';
import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { page, team, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const DIVISION: Grant[] = [
  { permission: 'overview.view', scope: 'all' },
  { permission: 'teams.manage', scope: 'hackathon' },
];
const FINANCE: Grant[] = [
  { permission: 'overview.view', scope: 'all' },
  { permission: 'payments.verify', scope: 'all' },
];

/** The review of a team whose payment waits, opened by a member with these grants. */
async function openReview(grants: Grant[]) {
  const { user } = renderWithApp(<HackathonTeamsPage />, {
    routes: {
      'GET /committee/me': ok({ user_id: 2, roles: [], grants }),
      'GET /teams/hackathon': ok(page([team({ status: 'Stage-1' })])),
      'GET /users/10': ok(userDetail()),
      'GET /users/11': ok(userDetail({ id: 11, name: 'Sari Dewi' })),
    },
  });
  const table = await screen.findByRole('table', { name: 'Daftar tim' });
  await within(table).findByText('Tim Garuda');
  await user.click(screen.getByRole('button', { name: 'Tinjau Tim Garuda' }));
  const dialog = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
  // The members' own data has arrived (the verification state shows).
  await within(dialog).findAllByText('Data belum diverifikasi');
  return dialog;
}

describe('the team review shows each member the actions of their roles', () => {
  it('gives the Hackathon division the stage, not the payment or the data verification', async () => {
    const dialog = await openReview(DIVISION);
    const payment = within(dialog).getByRole('region', { name: /Pembayaran/ });
    expect(
      await within(payment).findByText(
        'Anda tidak punya izin "memverifikasi pembayaran" untuk Hackathon.',
      ),
    ).toBeVisible();
    expect(within(payment).queryByRole('button', { name: 'Verifikasi pembayaran' })).toBeNull();
    expect(within(payment).queryByRole('button', { name: 'Tolak pembayaran' })).toBeNull();
    const stage = within(dialog).getByRole('region', { name: /Tahap/ });
    expect(within(stage).getByRole('button', { name: /Naikkan ke/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Verifikasi data' })).toBeNull();
  });

  it("gives the secretariat the members' data verification", async () => {
    const dialog = await openReview([{ permission: 'people.review', scope: 'all' }]);
    expect(within(dialog).getAllByRole('button', { name: 'Verifikasi data' })).not.toHaveLength(0);
  });

  it('gives finance the payment, not the stage', async () => {
    const dialog = await openReview(FINANCE);
    const payment = within(dialog).getByRole('region', { name: /Pembayaran/ });
    expect(
      await within(payment).findByRole('button', { name: 'Verifikasi pembayaran' }),
    ).toBeEnabled();
    expect(within(payment).getByRole('button', { name: 'Tolak pembayaran' })).toBeEnabled();
    const stage = within(dialog).getByRole('region', { name: /Tahap/ });
    expect(within(stage).queryByRole('button', { name: /Naikkan ke/ })).toBeNull();
    expect(
      within(stage).getByText(
        'Anda tidak punya izin "mengelola tim dan tahapannya" untuk Hackathon.',
      ),
    ).toBeVisible();
  });
});
