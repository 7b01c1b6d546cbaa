import { ok, refuse } from '@gcw/shared/testing';
import { screen, within } from '@testing-library/react';

import { renderWithApp } from '../../../test-utils/render-with-app';
import { JudgePage } from '../components/judge-page';

const teams = (stage: string, list: unknown[]) => ({
  [`GET /judging/${stage}/my-teams`]: ok(list),
});

describe("a judge's list of teams", () => {
  it('lists the assigned teams per stage with their state, each a link to its page', async () => {
    renderWithApp(<JudgePage />, {
      routes: {
        ...teams('proposal', [
          { team_id: 5, team_name: 'Tim Garuda', institusi: 'UNJ', state: 'todo' },
          { team_id: 6, team_name: 'Tim Elang', institusi: 'ITB', state: 'draft' },
          { team_id: 7, team_name: 'Tim Rajawali', institusi: 'UI', state: 'submitted' },
        ]),
        ...teams('video', []),
        ...teams('final', []),
      },
    });
    const list = await screen.findByRole('list', { name: 'Tim Proposal (Tahap 1)' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/juri/proposal/5',
      '/admin/juri/proposal/6',
      '/admin/juri/proposal/7',
    ]);
    expect(within(links[0]!).getByText('Belum dinilai')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Draf')).toBeInTheDocument();
    expect(within(links[2]!).getByText('Terkirim')).toBeInTheDocument();
    expect(screen.getByText('1 dari 3 tim sudah dinilai')).toBeInTheDocument();
    // A stage without teams for this judge is left out.
    expect(screen.queryByRole('heading', { name: 'Video (Tahap 2)' })).toBeNull();
  });

  it('says when nothing is assigned yet, and why the list could not load', async () => {
    const { unmount } = renderWithApp(<JudgePage />, {
      routes: { ...teams('proposal', []), ...teams('video', []), ...teams('final', []) },
    });
    expect(
      await screen.findByText('Belum ada tim yang ditugaskan kepada Anda.'),
    ).toBeInTheDocument();
    unmount();

    renderWithApp(<JudgePage />, {
      routes: {
        'GET /judging/proposal/my-teams': refuse(403, 'Anda tidak punya izin "menilai tim".'),
        ...teams('video', []),
        ...teams('final', []),
      },
    });
    expect(await screen.findByText('Anda tidak punya izin "menilai tim".')).toBeInTheDocument();
    expect(screen.queryByText('Belum ada tim yang ditugaskan kepada Anda.')).toBeNull();
  });
});
