import type { ComponentType } from 'react';

import type { PageId, RemoteName } from '../routes/route-table';
import { ROUTES } from '../routes/route-table';

/** The pages a remote renders: every page the route table maps onto it, nothing else. */
export type PagesOf<R extends RemoteName> = Extract<(typeof ROUTES)[number], { remote: R }>['id'];

/**
 * What each remote's exposed `./routes` module must satisfy. The shell owns paths, guards and
 * titles; a remote only supplies the component for each of its pages.
 */
export type RemoteRoutesModule<R extends RemoteName = RemoteName> = R extends RemoteName
  ? { remote: R; pages: Record<PagesOf<R>, ComponentType> }
  : never;

export function pageIdsOf(remote: RemoteName): PageId[] {
  return ROUTES.filter((route) => route.remote === remote).map((route) => route.id);
}

/** Runtime check of a loaded module: a broken deploy must be reported, not rendered blank. */
export function isRemoteRoutesModule(
  value: unknown,
  remote: RemoteName,
): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { remote?: unknown; pages?: unknown };
  if (candidate.remote !== remote || typeof candidate.pages !== 'object' || !candidate.pages) {
    return false;
  }
  const pages = candidate.pages as Record<string, unknown>;
  return pageIdsOf(remote).every((id) => {
    const page = pages[id];
    return typeof page === 'function' || (typeof page === 'object' && page !== null);
  });
}
