import type {
  EventName,
  MenuIcon,
  PageAccess,
  PageDescriptor,
  RemoteName,
  RemoteRoutesModule,
} from '@gcw/shared';

/** Test data only: the four remotes' `./routes` as R2.1 and R2.29, R2.30 describe their pages and menus. */
const icon: MenuIcon = () => <span aria-hidden="true" />;

export function markerPage(id: string) {
  return function MarkerPage() {
    return <p>page:{id}</p>;
  };
}

function page(id: string, path: string, title: string, access: PageAccess): PageDescriptor {
  return { id, path, title, access, component: markerPage(id) };
}

function competition(prefix: string, base: string, event: EventName, titles: string[]) {
  const [s1Label, s2Label] =
    event === 'Hackathon'
      ? ['Stage 1 Proposal', 'Stage 2 Video']
      : ['Stage 1 Warm-up', 'Stage 2 Qualifying'];
  const group = base.split('/').at(-1) as string;
  const gated = (
    id: string,
    path: string,
    title: string,
    label: string,
    order: number,
    section: 'team' | 'stage-1' | 'stage-2' | 'final',
  ): PageDescriptor => ({
    ...page(id, path, title, 'user'),
    menu: { group, label, icon, order, gate: { event, section } },
  });
  return [
    page(prefix, base, titles[0] as string, 'user'),
    gated(`${prefix}-team`, `${base}/team`, titles[1] as string, 'My Team', 1, 'team'),
    gated(`${prefix}-stage-1`, `${base}/tahap-1`, titles[2] as string, s1Label, 2, 'stage-1'),
    gated(`${prefix}-stage-2`, `${base}/tahap-2`, titles[3] as string, s2Label, 3, 'stage-2'),
    gated(`${prefix}-final`, `${base}/final`, titles[4] as string, 'Final', 4, 'final'),
    page(`${prefix}-detail`, `${base}/:id`, titles[5] as string, 'user'),
  ];
}

export const SPEC_REMOTES: { [R in RemoteName]: RemoteRoutesModule<R> } = {
  mfe_landing: {
    remote: 'mfe_landing',
    pages: [
      page('home', '/', 'Beranda', 'public'),
      page('about', '/about', 'Tentang Kami', 'public'),
    ],
  },
  mfe_auth: {
    remote: 'mfe_auth',
    pages: [
      page('login', '/auth/login', 'Masuk', 'public'),
      page('register', '/auth/register', 'Daftar', 'public'),
    ],
  },
  mfe_dashboard: {
    remote: 'mfe_dashboard',
    menuGroups: [
      { id: 'hackathon', label: 'Hackathon', path: '/dashboard/hackathon', icon, order: 1 },
      {
        id: 'competitive-programming',
        label: 'Competitive Programming',
        path: '/dashboard/competitive-programming',
        icon,
        order: 2,
      },
      { id: 'seminar', label: 'Seminar', path: '/dashboard/seminar', icon, order: 3 },
    ],
    pages: [
      page('profile', '/dashboard/profile', 'Profil', 'user'),
      page('seminar', '/dashboard/seminar', 'Seminar', 'user'),
      ...competition('hackathon', '/dashboard/hackathon', 'Hackathon', [
        'Hackathon',
        'Tim Hackathon',
        'Hackathon Tahap 1: Proposal',
        'Hackathon Tahap 2: Video',
        'Hackathon Final',
        'Detail Tim Hackathon',
      ]),
      ...competition('cp', '/dashboard/competitive-programming', 'Competitive Programming', [
        'Competitive Programming',
        'Tim Competitive Programming',
        'CP Tahap 1: Warm-up',
        'CP Tahap 2: Qualifying',
        'CP Final',
        'Detail Tim Competitive Programming',
      ]),
    ],
  },
  mfe_admin: {
    remote: 'mfe_admin',
    menuGroups: [{ id: 'admin', label: 'Admin Dashboard', path: '/admin', icon, order: 1 }],
    pages: [
      ['admin', '/admin', 'Admin: Pengguna', 'Users'],
      ['admin-hackathon', '/admin/hackathon', 'Admin: Tim Hackathon', 'Hackathon Teams'],
      ['admin-cp', '/admin/cp', 'Admin: Tim CP', 'CP Teams'],
      ['admin-seminar', '/admin/seminar', 'Admin: Seminar', 'Seminar'],
    ].map(([id, path, title, label], order) => ({
      ...page(id as string, path as string, title as string, 'admin'),
      menu: { group: 'admin', label: label as string, icon, order },
    })),
  },
};

/** Every page of every remote, for tests that walk the whole table. */
export const SPEC_PAGES = Object.values(SPEC_REMOTES).flatMap((module) =>
  module.pages.map((descriptor) => ({ ...descriptor, remote: module.remote })),
);
