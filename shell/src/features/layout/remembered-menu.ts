import type { MenuGroupDescriptor, RemoteName, RemoteRoutesModule } from '@gcw/shared';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

import type { MenuModule, MenuPage } from './menu-items';

/**
 * The menu of a remote's last good load, kept so a student still has a sidebar when that remote
 * is refused later. Only plain data is kept: a remote's icons are its own components and cannot
 * be stored, so remembered entries show generic icons. What decides who sees an entry (the area
 * of the remote, the page's committee permission) is kept and applied as for the live menu.
 */
const KEY_PREFIX = 'gcw:remembered-menu:';
const VERSION = 1;

type StoredGroup = Omit<MenuGroupDescriptor, 'icon'>;
type StoredPage = Omit<MenuPage, 'menu'> & {
  menu?: Omit<NonNullable<MenuPage['menu']>, 'icon'>;
};
interface StoredMenu {
  version: typeof VERSION;
  menuGroups: StoredGroup[];
  pages: StoredPage[];
}

function storedPage(page: RemoteRoutesModule['pages'][number]): StoredPage {
  const facts = page as MenuPage;
  const stored: StoredPage = { path: page.path };
  if (page.menu) {
    const { group, label, order, gate } = page.menu;
    stored.menu = { group, label, order, ...(gate ? { gate } : {}) };
  }
  if (facts.permission !== undefined) stored.permission = facts.permission;
  if (facts.permissionScope !== undefined) stored.permissionScope = facts.permissionScope;
  return stored;
}

/** Keeps the menu of a remote that just passed every check. */
export function rememberMenu(name: RemoteName, module: RemoteRoutesModule) {
  const groups = module.menuGroups ?? [];
  const groupPaths = new Set(groups.map((group) => group.path));
  const menu: StoredMenu = {
    version: VERSION,
    menuGroups: groups.map(({ id, label, path, order }) => ({ id, label, path, order })),
    // A group's own page decides where its heading links for a committee member (composeMenu).
    pages: module.pages.filter((page) => page.menu || groupPaths.has(page.path)).map(storedPage),
  };
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${name}`, JSON.stringify(menu));
  } catch {
    // Storage full or refused (private mode): the sidebar works without the memory.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isPath = (value: unknown) => isText(value) && value.startsWith('/');

function isStoredGroup(value: unknown): value is StoredGroup {
  const group = (value ?? {}) as Partial<StoredGroup>;
  return (
    isText(group.id) && isText(group.label) && isPath(group.path) && Number.isFinite(group.order)
  );
}

function isStoredPage(value: unknown): value is StoredPage {
  const page = (value ?? {}) as Partial<StoredPage>;
  const menu = page.menu;
  return (
    isPath(page.path) &&
    (menu === undefined ||
      (isText(menu.group) && isText(menu.label) && Number.isFinite(menu.order)))
  );
}

/** Anything else (an older format, a hand-edited value) is ignored rather than drawn. */
function isStoredMenu(value: unknown): value is StoredMenu {
  const menu = (value ?? {}) as Partial<StoredMenu>;
  return (
    menu.version === VERSION &&
    Array.isArray(menu.menuGroups) &&
    Array.isArray(menu.pages) &&
    menu.menuGroups.every(isStoredGroup) &&
    menu.pages.every(isStoredPage)
  );
}

/** The remembered menu of a remote, with generic icons; undefined when there is none. */
export function rememberedMenu(name: RemoteName): MenuModule | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(`${KEY_PREFIX}${name}`) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isStoredMenu(parsed)) return undefined;
  return {
    menuGroups: parsed.menuGroups.map((group) => ({ ...group, icon: FolderOutlinedIcon })),
    pages: parsed.pages.map(({ menu, ...page }) =>
      menu ? { ...page, menu: { ...menu, icon: NavigateNextIcon } } : page,
    ),
  };
}
