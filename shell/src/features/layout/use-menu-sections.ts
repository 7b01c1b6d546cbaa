import type { RemoteName } from '@gcw/shared';
import { REMOTE_AREAS } from '@gcw/shared';
import { selectIsAdmin, useAppSelector, useCommitteeGrants } from '@gcw/shared/store';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

import type { LoadedRemote } from '../../lib/remote-load-cache';
import { loadedRemotes, loadRemoteOnce, subscribeToRemotes } from '../../lib/remote-load-cache';
import { refusedRemotes, subscribeToRefusals } from '../../lib/remote-refusals';
import type { MenuGroup } from './menu-items';
import { composeMenu } from './menu-items';
import { rememberedMenu, rememberMenu } from './remembered-menu';

/** One remote's part of the menu; `refused`: its load failed, the groups are remembered ones. */
export interface MenuSection {
  remote: RemoteName;
  groups: MenuGroup[];
  refused: boolean;
}

const SIGNED_IN_REMOTES: ReadonlySet<RemoteName> = new Set(
  REMOTE_AREAS.filter((area) => area.frame === 'signed-in').map((area) => area.remote),
);
/** Each good load is written once, however many frames see it. */
const remembered = new WeakSet<LoadedRemote>();

/**
 * Writes the menu of every good load of a signed-in remote. Used by the signed-in frame, which
 * is always there: on a phone the sidebar is a drawer that is not mounted until opened, and a
 * student who never opened it must still find the menu once the remote is refused.
 */
export function useRememberGoodMenus() {
  const loaded = useSyncExternalStore(subscribeToRemotes, loadedRemotes);
  useEffect(() => {
    for (const [name, remote] of loaded) {
      if (!SIGNED_IN_REMOTES.has(name) || remembered.has(remote)) continue;
      remembered.add(remote);
      rememberMenu(name, remote.module);
    }
  }, [loaded]);
}

/**
 * The menu for the signed-in user, from the remotes that own it (loaded here if the page has
 * not loaded them yet), one section per remote. A remote that is refused keeps the entries of
 * its last good load, under the same access rules, so a student is never left without a menu;
 * its pages show their own fallback. An admin's menu waits for their committee grants, so
 * nobody sees entries that then vanish; if the grants cannot be read, every entry shows.
 */
export function useMenuSections(): MenuSection[] {
  const admin = useAppSelector(selectIsAdmin);
  const { grants, loading } = useCommitteeGrants();
  const audience = admin ? 'admin' : 'user';
  const areas = useMemo(
    () => REMOTE_AREAS.filter((area) => area.frame === 'signed-in' && area.access === audience),
    [audience],
  );
  const loaded = useSyncExternalStore(subscribeToRemotes, loadedRemotes);
  const refused = useSyncExternalStore(subscribeToRefusals, refusedRemotes);

  useEffect(() => {
    for (const area of areas) {
      if (!loaded.has(area.remote)) loadRemoteOnce(area.remote, false).catch(() => undefined);
    }
  }, [areas, loaded]);

  return useMemo(() => {
    if (loading) return [];
    return areas.flatMap((area) => {
      const live = loaded.get(area.remote);
      const isRefused = !live && refused.has(area.remote);
      const module = live?.module ?? (isRefused ? rememberedMenu(area.remote) : undefined);
      if (!module && !isRefused) return [];
      const groups = module ? composeMenu([{ area, module }], audience, grants) : [];
      return [{ remote: area.remote, groups, refused: isRefused }];
    });
  }, [areas, loaded, refused, audience, grants, loading]);
}
