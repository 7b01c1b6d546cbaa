import { ok, refuse } from '@gcw/shared/testing';
import { screen } from '@testing-library/react';

import { USER } from '../../../test-utils/fixtures';
import { renderWithApp } from '../../../test-utils/render-with-app';
import { JoinByLinkPage } from '../join-by-link-page';

describe('JoinByLinkPage', () => {
  it('looks the code up and fills it into the join form of its competition', async () => {
    renderWithApp(<JoinByLinkPage />, {
      path: '/dashboard/teams/join',
      route: '/dashboard/teams/join?code=k7qp2mzx4n',
      routes: {
        'GET /team/registration/find/K7QP2MZX4N': ok({
          id: 4,
          team_name: 'Tim Garuda',
          event_type: 'hackathon',
          event_name: 'Hackathon',
          institusi: USER.institusi,
          leader_name: USER.name,
          member_count: 2,
          max_members: 5,
          is_full: false,
        }),
      },
    });
    expect(await screen.findByDisplayValue('k7qp2mzx4n'.toUpperCase())).toBeInTheDocument();
  });

  it('says so when the code was replaced', async () => {
    renderWithApp(<JoinByLinkPage />, {
      path: '/dashboard/teams/join',
      route: '/dashboard/teams/join?code=OLDCODE234',
      routes: {
        'GET /team/registration/find/OLDCODE234': refuse(
          404,
          'Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.',
        ),
      },
    });
    expect(await screen.findByText('Tim tidak dapat dibuka dari tautan ini')).toBeInTheDocument();
  });
});
