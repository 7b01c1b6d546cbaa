import type {
  MenuGroupDescriptor,
  MenuIcon,
  PageAccess,
  PageDescriptor,
  PageGate,
  RemoteArea,
} from '@gcw/shared';
import type { Grant } from '@gcw/shared/contract';

import type { PagePermissionFacts } from '../../lib/page-permission';
import { mayOpen } from '../../lib/page-permission';

export interface MenuChild {
  label: string;
  path: string;
  icon: MenuIcon;
  /** The status-gated section this link belongs to; ungated links are always open. */
  gate?: PageGate;
}

export interface MenuGroup {
  label: string;
  path: string;
  icon: MenuIcon;
  children: MenuChild[];
}

/** What the menu reads of a page: a live descriptor, or one remembered from an earlier load. */
export type MenuPage = Pick<PageDescriptor, 'path' | 'menu'> & PagePermissionFacts;

/** What the menu reads of a remote's `./routes`. */
export interface MenuModule {
  menuGroups?: readonly MenuGroupDescriptor[];
  pages: readonly MenuPage[];
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The sidebar of R2.25–R2.32 from the remotes' own descriptors: an admin sees the groups of the
 * admin areas, everyone else those of the signed-in user areas (R6.3). With a committee
 * member's grants, only the pages they may open: a group whose own page is not theirs links to
 * its first entry that is, and a group with none is left out.
 */
export function composeMenu(
  sources: readonly { area: RemoteArea; module: MenuModule }[],
  audience: Exclude<PageAccess, 'public'>,
  grants?: readonly Grant[],
): MenuGroup[] {
  const groups: (MenuGroup & { order: number })[] = [];
  for (const { area, module } of sources) {
    if (area.access !== audience) continue;
    for (const group of module.menuGroups ?? []) {
      const children = module.pages
        .filter((page) => page.menu?.group === group.id && mayOpen(page, grants))
        .map((page) => ({ page, menu: page.menu as NonNullable<typeof page.menu> }))
        .sort((a, b) => a.menu.order - b.menu.order)
        .map(({ page, menu }) => ({
          label: menu.label,
          path: page.path,
          icon: menu.icon,
          ...(menu.gate ? { gate: menu.gate } : {}),
        }));
      const own = module.pages.find((page) => page.path === group.path);
      if (!own || mayOpen(own, grants)) groups.push({ ...group, children });
      else if (children[0]) groups.push({ ...group, path: children[0].path, children });
    }
  }
  return groups
    .sort(byOrder)
    .map(({ label, path, icon, children }) => ({ label, path, icon, children }));
}
