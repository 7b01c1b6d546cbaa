import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { page, team, userDetail } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { HackathonTeamsPage } from '../components/hackathon-teams-page';

describe('the transfer reference where finance sees the proof', () => {
  it('is in the payment column and beside the proof in the review', async () => {
    const { user } = renderWithApp(<HackathonTeamsPage />, {
      routes: {
        'GET /teams/hackathon': ok(page([team({ payment_reference: 'HCK-0042' })])),
        'GET /users/10': ok(userDetail()),
        'GET /users/11': ok(userDetail({ id: 11, name: 'Sari Dewi', socmed_document: null })),
      },
    });
    const table = await screen.findByRole('table', { name: 'Daftar tim' });
    const row = (await within(table).findByText('Tim Garuda')).closest('tr')!;
    expect(within(row).getByText('HCK-0042')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tinjau Tim Garuda' }));
    const dialog = await screen.findByRole('dialog', { name: /Tinjau Tim Garuda/ });
    expect(
      within(dialog)
        .getByText(/Berita transfer yang diminta:/)
        .closest('p'),
    ).toHaveTextContent('Berita transfer yang diminta: HCK-0042. Cocokkan');
  });
});
