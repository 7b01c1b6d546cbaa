import type { PageDescriptor, PermissionPageDescriptor, RemoteRoutesModule } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import type { Grant, Permission } from '@gcw/shared/contract';
import { hasGrant } from '@gcw/shared/contract';

/** What decides whether a member may open a page; a remembered menu entry carries it too. */
export type PagePermissionFacts = Pick<PermissionPageDescriptor, 'permission' | 'permissionScope'>;

/** The permissions a page asks for (any one of them, in its scope or any); empty: every admin. */
export function pagePermissions(page: PageDescriptor | PagePermissionFacts): readonly Permission[] {
  const wanted = (page as PagePermissionFacts).permission;
  if (wanted === undefined) return [];
  return typeof wanted === 'string' ? [wanted] : wanted;
}

/**
 * Whether a committee member with these grants may open the page. Unknown grants (the call
 * failed) open everything: the API refuses what is not allowed on its own.
 */
export function mayOpen(
  page: PageDescriptor | PagePermissionFacts,
  grants: readonly Grant[] | undefined,
): boolean {
  const wanted = pagePermissions(page);
  if (wanted.length === 0 || !grants) return true;
  const scope = (page as PagePermissionFacts).permissionScope;
  return wanted.some((permission) => hasGrant(grants, permission, scope));
}

/**
 * Pages the host serves with a Permissions-Policy of their own (the door's camera, see the
 * host's page-security-headers.ts): a policy belongs to the document, so reaching one loads
 * the document instead of routing inside the app.
 */
export const DOCUMENT_PAGES: ReadonlySet<string> = new Set([PATHS['admin-seminar-door']]);

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/**
 * Where a member lands when the page they opened is not theirs: the first page of the menu
 * they may open (group links before their entries, in menu order), else the first page
 * without parameters they may open; null when there is none.
 */
export function landingPath(
  modules: readonly RemoteRoutesModule[],
  grants: readonly Grant[] | undefined,
): string | null {
  const groups = modules
    .flatMap((module) => (module.menuGroups ?? []).map((group) => ({ group, module })))
    .sort((a, b) => byOrder(a.group, b.group));
  for (const { group, module } of groups) {
    const own = module.pages.find((page) => page.path === group.path);
    const entries = module.pages
      .filter((page) => page.menu?.group === group.id)
      .sort((a, b) => byOrder(a.menu as { order: number }, b.menu as { order: number }));
    const first = [...(own ? [own] : []), ...entries].find((page) => mayOpen(page, grants));
    if (first) return first.path;
  }
  const plain = modules
    .flatMap((module) => module.pages)
    .find((page) => !page.path.includes(':') && mayOpen(page, grants));
  return plain?.path ?? null;
}
