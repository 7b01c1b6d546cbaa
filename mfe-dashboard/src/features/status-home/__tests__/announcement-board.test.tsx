import { ok } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { accountStatus } from '../../../test-utils/account-fixture';
import { eventsData } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { StatusHome } from '../components/status-home';

const ROUTES = {
  'GET /profile/account': ok(accountStatus()),
  'GET /profile/events': ok(eventsData({ hackathon: 'Stage-1', teamId: 4 })),
};

describe('announcements on the status home', () => {
  it('shows the newest first, in WIB, with markup as plain text and a mark on a corrected one', async () => {
    const { container } = renderWithApp(<StatusHome justCompleted={false} />, {
      routes: {
        ...ROUTES,
        'GET /announcements': ok([
          {
            id: 2,
            title: 'Unggah proposal',
            body: '<img src=x onerror=alert(1)> Batas besok',
            event: 'Hackathon',
            created_at: '2026-11-23T02:00:00.000Z',
          },
          {
            id: 1,
            title: 'Selamat datang',
            body: 'Halo',
            event: null,
            created_at: '2026-11-20T02:00:00.000Z',
            edited_at: '2026-11-21T03:30:00.000Z',
          },
        ]),
      },
    });
    const board = await screen.findByRole('region', { name: 'Pengumuman panitia' });
    const items = within(board).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Unggah proposal')).toBeInTheDocument();
    expect(
      within(items[0]!).getByText('<img src=x onerror=alert(1)> Batas besok'),
    ).toBeInTheDocument();
    expect(
      within(items[0]!).getByText(/^Hackathon · 23 November 2026( pukul)? 09[.:]00 WIB$/),
    ).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(
      within(items[1]!).getByText(
        /^20 November 2026( pukul)? 09[.:]00 WIB · diperbarui 21 November 2026( pukul)? 10[.:]30 WIB$/,
      ),
    ).toBeInTheDocument();
  });

  it('stays out of the way when there is none or the call fails', async () => {
    renderWithApp(<StatusHome justCompleted={false} />, { routes: ROUTES });
    expect(await screen.findByRole('region', { name: /^Hackathon/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pengumuman panitia' })).toBeNull();
  });
});
