import type { MenuIcon, PageAccess, PageGate, RemoteArea, RemoteRoutesModule } from '@gcw/shared';

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

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * The sidebar of R2.25–R2.32 from the remotes' own descriptors: an admin sees the groups of the
 * admin areas, everyone else those of the signed-in user areas (R6.3).
 */
export function composeMenu(
  sources: readonly { area: RemoteArea; module: RemoteRoutesModule }[],
  audience: Exclude<PageAccess, 'public'>,
): MenuGroup[] {
  const groups: (MenuGroup & { order: number })[] = [];
  for (const { area, module } of sources) {
    if (area.access !== audience) continue;
    for (const group of module.menuGroups ?? []) {
      const children = module.pages
        .filter((page) => page.menu?.group === group.id)
        .map((page) => ({ page, menu: page.menu as NonNullable<typeof page.menu> }))
        .sort((a, b) => a.menu.order - b.menu.order)
        .map(({ page, menu }) => ({
          label: menu.label,
          path: page.path,
          icon: menu.icon,
          ...(menu.gate ? { gate: menu.gate } : {}),
        }));
      groups.push({ ...group, children });
    }
  }
  return groups
    .sort(byOrder)
    .map(({ label, path, icon, children }) => ({ label, path, icon, children }));
}
