import type { MenuIcon, PermissionPageDescriptor, RemoteRoutesModule } from '@gcw/shared';
import type { Grant } from '@gcw/shared/contract';
import { PERMISSIONS } from '@gcw/shared/contract';
import type { TransportBaseQuery } from '@gcw/shared/store';

import { markerPage } from './spec-remotes';
import { stubTransport, urlOf } from './test-store';

/** Test data only: the admin remote with committee permissions on its pages (issue 30). */
const icon: MenuIcon = () => <span aria-hidden="true" />;

type Row = [string, string, string, PermissionPageDescriptor['permission'], number | null];

const ROWS: Row[] = [
  ['admin', '/admin', 'Users', 'people.review', 1],
  [
    'admin-hackathon',
    '/admin/hackathon',
    'Hackathon Teams',
    ['teams.manage', 'payments.verify'],
    2,
  ],
  ['admin-settings', '/admin/settings', 'Pengaturan acara', 'settings.edit', 6],
  ['admin-committee', '/admin/panitia', 'Panitia', 'committee.manage', 13],
  ['admin-seminar-door', '/admin/seminar/pintu', 'Pintu seminar', 'door.check_in', 14],
  // A page every committee member may open, without a menu entry.
  ['admin-help', '/admin/bantuan', 'Bantuan', undefined, null],
];

export const COMMITTEE_ADMIN_REMOTE: RemoteRoutesModule<'mfe_admin'> = {
  remote: 'mfe_admin',
  menuGroups: [{ id: 'admin', label: 'Admin Dashboard', path: '/admin', icon, order: 1 }],
  pages: ROWS.map(([id, path, label, permission, order]) => ({
    id,
    path,
    title: `Admin: ${label}`,
    access: 'admin',
    ...(permission ? { permission } : {}),
    ...(order === null ? {} : { menu: { group: 'admin', label, icon, order } }),
    component: markerPage(id),
  })),
};

const all = (permissions: readonly string[]) =>
  permissions.map((permission) => ({ permission, scope: 'all' }) as Grant);

/** The default roles' grants, as GET /admin/committee/me answers them. */
export const GRANTS = {
  ketua: all(PERMISSIONS),
  keuangan: all(['overview.view', 'payments.verify']),
  petugasPintu: [{ permission: 'door.check_in', scope: 'seminar' }] as Grant[],
  sekretariat: all(['overview.view', 'people.review', 'announcements.send']),
};

/**
 * The shell's transport answering the events and GET /admin/committee/me with these grants
 * (or with `me`: a refusal, or a promise the test settles later).
 */
export function committeeTransport(
  me: Grant[] | Awaited<ReturnType<TransportBaseQuery>> | Promise<unknown>,
): TransportBaseQuery {
  const events = stubTransport();
  return async (args, api, extra) => {
    if (urlOf(args) !== '/committee/me') return events(args, api, extra);
    if (extra?.base !== 'admin') return { error: { status: 500, data: 'not the admin base' } };
    if (Array.isArray(me)) return { data: { Data: { user_id: 1, roles: [], grants: me } } };
    return (await me) as Awaited<ReturnType<TransportBaseQuery>>;
  };
}
