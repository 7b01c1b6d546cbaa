import { REMOTE_AREAS } from '@gcw/shared';
import { selectIsAdmin, useAppSelector, useCommitteeGrants } from '@gcw/shared/store';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import { loadedRemotes, loadRemoteOnce, subscribeToRemotes } from '../../lib/remote-load-cache';
import type { MenuGroup } from './menu-items';
import { composeMenu } from './menu-items';

/**
 * The menu for the signed-in user, from the remotes that own it (loaded here if the page has
 * not loaded them yet). A remote that fails to load shows its own fallback on its pages; its
 * menu entries are simply absent. An admin's menu waits for their committee grants, so nobody
 * sees entries that then vanish; if the grants cannot be read, every entry shows.
 */
export function useMenuGroups(): MenuGroup[] {
  const admin = useAppSelector(selectIsAdmin);
  const { grants, loading } = useCommitteeGrants();
  const audience = admin ? 'admin' : 'user';
  const areas = useMemo(
    () => REMOTE_AREAS.filter((area) => area.frame === 'signed-in' && area.access === audience),
    [audience],
  );
  const loaded = useSyncExternalStore(subscribeToRemotes, loadedRemotes);

  useEffect(() => {
    for (const area of areas) {
      if (!loaded.has(area.remote)) loadRemoteOnce(area.remote, false).catch(() => undefined);
    }
  }, [areas, loaded]);

  return useMemo(() => {
    if (loading) return [];
    const sources = areas.flatMap((area) => {
      const remote = loaded.get(area.remote);
      return remote ? [{ area, module: remote.module }] : [];
    });
    return composeMenu(sources, audience, grants);
  }, [areas, loaded, audience, grants, loading]);
}
