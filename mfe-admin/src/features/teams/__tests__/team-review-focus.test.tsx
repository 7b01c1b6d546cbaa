import { ok } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { page, team, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

const LIST = 'GET /teams/hackathon';
const members = {
  'GET /users/10': ok(userDetail()),
  'GET /users/11': ok(userDetail({ id: 11, name: 'Sari Dewi', socmed_document: null })),
};

/** Accessibility: a keyboard user is back where they were when a dialog closes. */
describe('focus after the team review closes', () => {
  it('returns to the row that opened it, after a payment is verified', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        ...members,
        [LIST]: ok(page([team()], 1)),
        'POST /teams/5/payment': ok(team({ payment_status: 'verified' })),
      },
    });
    const opener = await screen.findByRole('button', { name: 'Tinjau Tim Garuda' });
    opener.focus();
    await user.keyboard('{Enter}');
    // Its name is the title alone, not the close button's label too.
    const dialog = await screen.findByRole('dialog', { name: 'Tinjau Tim Garuda' });
    await user.click(within(dialog).getByRole('button', { name: 'Verifikasi pembayaran' }));
    expect(await screen.findByText('Pembayaran Tim Garuda terverifikasi.')).toBeInTheDocument();
    // The verify button is gone: focus is on the section that now says so, still in the dialog.
    expect(within(dialog).getByRole('heading', { name: 'Pembayaran' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Tinjau Tim Garuda' })).toHaveFocus();
  });

  it('returns to the review when the rejection dialog is cancelled', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: { ...members, [LIST]: ok(page([team()], 1)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Tinjau Tim Garuda' }));
    const dialog = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
    const reject = within(dialog).getByRole('button', { name: 'Tolak pembayaran' });
    await user.click(reject);
    const confirm = await screen.findByRole('dialog', { name: 'Tolak pembayaran' });
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(reject).toHaveFocus());
  });
});
