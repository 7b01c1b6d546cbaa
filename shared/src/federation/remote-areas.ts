import type { RemoteName } from './remote-names';

/** Who may open a page: anyone, a signed-in user, or role admin (R6.1–R6.3). */
export type PageAccess = 'public' | 'user' | 'admin';

/**
 * The part of the URL space each remote owns. The shell guards an area before its remote has
 * loaded (a signed-out visit to /dashboard/... goes to sign-in at once), and a remote may only
 * declare pages inside its own area, never with a looser access than the area's.
 */
export interface RemoteArea {
  remote: RemoteName;
  /** `/dashboard` owns `/dashboard` and everything below it; `/` is the catch-all. */
  prefix: string;
  access: PageAccess;
  /** `signed-in`: rendered inside the shell's sidebar layout. */
  frame: 'bare' | 'signed-in';
}

/** Most specific first: the landing's `/` catches every path no other area owns. */
export const REMOTE_AREAS: readonly RemoteArea[] = [
  { remote: 'mfe_auth', prefix: '/auth', access: 'public', frame: 'bare' },
  { remote: 'mfe_dashboard', prefix: '/dashboard', access: 'user', frame: 'signed-in' },
  { remote: 'mfe_admin', prefix: '/admin', access: 'admin', frame: 'signed-in' },
  { remote: 'mfe_landing', prefix: '/', access: 'public', frame: 'bare' },
];

export function isInArea(area: Pick<RemoteArea, 'prefix'>, pathname: string): boolean {
  return area.prefix === '/' || pathname === area.prefix || pathname.startsWith(`${area.prefix}/`);
}

/** The area a path belongs to (always one: `/` catches the rest). */
export function areaOfPath(pathname: string): RemoteArea {
  return (
    REMOTE_AREAS.find((area) => isInArea(area, pathname)) ?? (REMOTE_AREAS.at(-1) as RemoteArea)
  );
}

export function areaOfRemote(remote: RemoteName): RemoteArea {
  return REMOTE_AREAS.find((area) => area.remote === remote) as RemoteArea;
}

const ACCESS_RANK: Record<PageAccess, number> = { public: 0, user: 1, admin: 2 };

/** The stricter of two access levels: a page never opens to more people than its area. */
export function stricterAccess(a: PageAccess, b: PageAccess): PageAccess {
  return ACCESS_RANK[a] >= ACCESS_RANK[b] ? a : b;
}
