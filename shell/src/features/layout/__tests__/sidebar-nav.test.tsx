import type { EventStatus, User } from '@gcw/shared';
import { EVENT_STATUSES } from '@gcw/shared';
import { fireEvent, screen, within } from '@testing-library/react';

import { loadRemoteOnce } from '../../../lib/remote-load-cache';
import { adminUser, eventsData, makeUser, participantUser } from '../../../test-utils/fixtures';
import { renderAppRoutes } from '../../../test-utils/render-app-routes';
import { makeSessionStore } from '../../../test-utils/session-store';
import { SidebarNav } from '../sidebar-nav';

jest.mock('../../../lib/remote-registry', () =>
  jest.requireActual('../../../test-utils/fake-federation'),
);
jest.mock('../../../lib/check-remote-manifest', () =>
  jest.requireActual('../../../test-utils/fake-manifest-check'),
);

// The menu comes from the remotes' descriptors (R2.29, R2.30 as test data), loaded before render.
beforeAll(async () => {
  await Promise.all([loadRemoteOnce('mfe_dashboard', false), loadRemoteOnce('mfe_admin', false)]);
});

type Section = 'team' | 'stage-1' | 'stage-2' | 'final';

/** R4.3 "Sidebar access", written out status by status. */
const OPEN: Record<EventStatus, Section[]> = {
  Unregistered: [],
  Registered: ['team'],
  'Stage-1': ['team', 'stage-1'],
  'Stage-2': ['team', 'stage-1', 'stage-2'],
  Final: ['team', 'stage-1', 'stage-2', 'final'],
};

/** R2.30 participant menu: each competition's gated children. */
const COMPETITIONS = {
  Hackathon: [
    { section: 'team', label: 'My Team', path: '/dashboard/hackathon/team' },
    { section: 'stage-1', label: 'Stage 1 Proposal', path: '/dashboard/hackathon/tahap-1' },
    { section: 'stage-2', label: 'Stage 2 Video', path: '/dashboard/hackathon/tahap-2' },
    { section: 'final', label: 'Final', path: '/dashboard/hackathon/final' },
  ],
  'Competitive Programming': [
    { section: 'team', label: 'My Team', path: '/dashboard/competitive-programming/team' },
    {
      section: 'stage-1',
      label: 'Stage 1 Warm-up',
      path: '/dashboard/competitive-programming/tahap-1',
    },
    {
      section: 'stage-2',
      label: 'Stage 2 Qualifying',
      path: '/dashboard/competitive-programming/tahap-2',
    },
    { section: 'final', label: 'Final', path: '/dashboard/competitive-programming/final' },
  ],
} as const;

type Competition = keyof typeof COMPETITIONS;

const START = '/dashboard/profile';

function renderNav(user: User | null, statuses: Partial<Record<Competition, EventStatus>> = {}) {
  const store = makeSessionStore(
    user,
    eventsData({ hackathon: statuses.Hackathon, cp: statuses['Competitive Programming'] }),
  );
  return renderAppRoutes(store, START, [{ path: '*', element: <SidebarNav iconOnly={false} /> }]);
}

/** The list of one menu group, found by its group link. */
function groupOf(label: string) {
  const list = screen
    .getAllByRole('list')
    .find((candidate) => within(candidate).queryByRole('link', { name: label }));
  if (!list) throw new Error(`No menu group ${label}`);
  return list;
}

describe('the participant menu locks', () => {
  const cases = (Object.keys(COMPETITIONS) as Competition[]).flatMap((competition) =>
    EVENT_STATUSES.map((status) => [competition, status] as const),
  );

  describe.each(cases)('%s with status %s', (competition, status) => {
    const other: Competition =
      competition === 'Hackathon' ? 'Competitive Programming' : 'Hackathon';
    // The other competition gets the opposite extreme, so one never leaks into the other.
    const otherStatus: EventStatus = status === 'Final' ? 'Unregistered' : 'Final';
    const statuses = { [competition]: status, [other]: otherStatus };

    it.each(COMPETITIONS[competition].map((child) => [child.label, child] as const))(
      '%s',
      (_label, child) => {
        const { router } = renderNav(participantUser, statuses);
        const group = groupOf(competition);
        const open = OPEN[status].includes(child.section);
        if (open) {
          const link = within(group).getByRole('link', { name: child.label });
          expect(link).toHaveAttribute('href', child.path);
          expect(link).not.toHaveAttribute('aria-disabled');
          expect(within(group).queryByRole('link', { name: `${child.label} (terkunci)` })).toBe(
            null,
          );
          fireEvent.click(link);
          expect(router.state.location.pathname).toBe(child.path);
        } else {
          const link = within(group).getByRole('link', { name: `${child.label} (terkunci)` });
          expect(link).toHaveAccessibleName(/\(terkunci\)$/);
          expect(link).toHaveAttribute('href', '#');
          expect(link).toHaveAttribute('aria-disabled', 'true');
          expect(within(link).getByTitle('Terkunci')).toBeInTheDocument();
          expect(within(group).queryByRole('link', { name: child.label })).toBe(null);
          const notPrevented = fireEvent.click(link);
          expect(notPrevented).toBe(false);
          expect(router.state.location.pathname).toBe(START);
          expect(router.state.location.hash).toBe('');
        }
      },
    );
  });

  it('keeps the group links and Seminar open whatever the status', () => {
    renderNav(participantUser);
    expect(screen.getByRole('link', { name: 'Hackathon' })).toHaveAttribute(
      'href',
      '/dashboard/hackathon',
    );
    expect(screen.getByRole('link', { name: 'Competitive Programming' })).toHaveAttribute(
      'href',
      '/dashboard/competitive-programming',
    );
    expect(screen.getByRole('link', { name: 'Seminar' })).toHaveAttribute(
      'href',
      '/dashboard/seminar',
    );
    expect(screen.getAllByRole('link', { name: /\(terkunci\)$/ })).toHaveLength(8);
  });

  it('opens every child at Final', () => {
    renderNav(participantUser, { Hackathon: 'Final', 'Competitive Programming': 'Final' });
    expect(screen.queryAllByRole('link', { name: /\(terkunci\)$/ })).toHaveLength(0);
  });
});

describe('which menu shows', () => {
  const ADMIN_LINKS = [
    ['Admin Dashboard', '/admin'],
    ['Users', '/admin'],
    ['Hackathon Teams', '/admin/hackathon'],
    ['CP Teams', '/admin/cp'],
    ['Seminar', '/admin/seminar'],
  ];

  it('shows the admin menu for role admin', async () => {
    renderNav(adminUser);
    const nav = screen.getByRole('navigation', { name: 'Menu admin' });
    // An admin's entries wait for their committee grants (here unreadable: every entry shows).
    await within(nav).findAllByRole('link');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [
          link.getAttribute('aria-label') ?? link.textContent,
          link.getAttribute('href'),
        ]),
    ).toEqual(ADMIN_LINKS);
    for (const [name, path] of ADMIN_LINKS) {
      expect(within(nav).getAllByRole('link', { name })[0]).toHaveAttribute('href', path);
    }
    expect(screen.queryByRole('navigation', { name: 'Menu peserta' })).toBe(null);
    expect(screen.queryByRole('link', { name: /My Team/ })).toBe(null);
    expect(screen.queryByRole('link', { name: 'Hackathon' })).toBe(null);
  });

  it.each([
    ['role participant', participantUser],
    ['another role', makeUser({ role: 'mentor' })],
    ['a role that only looks like admin', makeUser({ role: 'Admin' })],
  ])('shows the participant menu for %s', (_label, user) => {
    renderNav(user);
    const nav = screen.getByRole('navigation', { name: 'Menu peserta' });
    expect(within(nav).getByRole('link', { name: 'Hackathon' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Competitive Programming' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Seminar' })).toHaveAttribute(
      'href',
      '/dashboard/seminar',
    );
    expect(screen.queryByRole('navigation', { name: 'Menu admin' })).toBe(null);
    expect(screen.queryByRole('link', { name: 'Users' })).toBe(null);
    expect(screen.queryByRole('link', { name: 'Hackathon Teams' })).toBe(null);
  });
});
