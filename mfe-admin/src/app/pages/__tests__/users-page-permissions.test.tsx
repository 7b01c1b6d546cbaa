import type { Grant } from '@gcw/shared/contract';
import { ok } from '@gcw/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';

import { SUMMARY, adminUser, page } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { UsersPage } from '../users-page';

function openAs(grants: Grant[], route = '/') {
  return renderWithApp(<UsersPage />, {
    route,
    routes: {
      'GET /committee/me': ok({ user_id: 2, roles: [], grants }),
      'GET /users': ok(page([adminUser()])),
      'GET /summary': ok(SUMMARY),
      'GET /audit': ok(page([])),
    },
  });
}

describe('the users page for a member without every permission', () => {
  it('leaves out the audit tab, the figures and the set-up checklist of the secretariat', async () => {
    const { transport } = openAs([{ permission: 'people.review', scope: 'all' }], '/?view=audit');
    const table = await screen.findByRole('table', { name: 'Daftar pengguna' });
    await within(table).findByText('Budi Santoso');
    const tabs = screen.getByRole('tablist', { name: 'Tampilan admin' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pengguna']);
    expect(transport.callsTo('GET /summary')).toHaveLength(0);
    expect(transport.callsTo('GET /setup')).toHaveLength(0);
    expect(screen.queryByLabelText('Mahasiswa')).toBeNull();
  });

  it('shows them to the ketua', async () => {
    const { transport } = openAs([
      { permission: 'people.review', scope: 'all' },
      { permission: 'overview.view', scope: 'all' },
      { permission: 'audit.read', scope: 'all' },
      { permission: 'settings.edit', scope: 'all' },
    ]);
    expect(await screen.findByRole('tab', { name: 'Log audit' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Mahasiswa')).toHaveTextContent('1.200');
    await waitFor(() => expect(transport.callsTo('GET /setup')).toHaveLength(1));
  });
});
