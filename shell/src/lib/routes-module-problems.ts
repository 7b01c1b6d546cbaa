import type { RemoteName } from '@gcw/shared';
import { areaOfRemote, EVENT_NAMES, isInArea } from '@gcw/shared';

const ACCESS = ['public', 'user', 'admin'];
const SECTIONS = ['team', 'stage-1', 'stage-2', 'final'];

type Loose = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null);

function menuProblems(where: string, menu: Loose, groups: Set<unknown>): string[] {
  const problems: string[] = [];
  if (!groups.has(menu.group))
    problems.push(`${where}: menu group ${String(menu.group)} is not declared`);
  if (!isText(menu.label)) problems.push(`${where}: menu label is missing`);
  if (!isComponent(menu.icon)) problems.push(`${where}: menu icon is not a component`);
  if (typeof menu.order !== 'number') problems.push(`${where}: menu order is not a number`);
  const gate = menu.gate as Loose | undefined;
  if (
    gate !== undefined &&
    (!(EVENT_NAMES as readonly unknown[]).includes(gate?.event) ||
      !SECTIONS.includes(String(gate?.section)))
  ) {
    problems.push(`${where}: menu gate is not an event and a section`);
  }
  return problems;
}

/**
 * Everything wrong with a remote's `./routes` module, each naming the page: a page outside the
 * remote's area or without a title is a broken deploy, reported, never rendered half.
 */
export function routesModuleProblems(value: unknown, remote: RemoteName): string[] {
  if (typeof value !== 'object' || value === null) return ['./routes has no default export object'];
  const candidate = value as Loose;
  if (candidate.remote !== remote) {
    return [`./routes says it is ${JSON.stringify(candidate.remote ?? null)}, not ${remote}`];
  }
  if (!Array.isArray(candidate.pages) || candidate.pages.length === 0) {
    return ['./routes declares no pages'];
  }
  const area = areaOfRemote(remote);
  const problems: string[] = [];
  const groups = new Set<unknown>();
  for (const group of (candidate.menuGroups ?? []) as Loose[]) {
    const where = `menu group ${String(group?.id)}`;
    if (!isText(group?.id) || !isText(group?.label) || !isComponent(group?.icon)) {
      problems.push(`${where}: needs an id, a label and an icon`);
    } else if (typeof group.path !== 'string' || !isInArea(area, group.path)) {
      problems.push(`${where}: path ${String(group.path)} is outside ${area.prefix}`);
    }
    groups.add(group?.id);
  }
  const ids = new Set<unknown>();
  for (const page of candidate.pages as Loose[]) {
    const where = `page ${String(page?.id)}`;
    if (!isText(page?.id) || ids.has(page.id)) problems.push(`${where}: id is missing or repeated`);
    ids.add(page?.id);
    if (
      typeof page?.path !== 'string' ||
      !page.path.startsWith('/') ||
      !isInArea(area, page.path)
    ) {
      problems.push(`${where}: path ${String(page?.path)} is outside ${area.prefix}`);
    }
    if (!isText(page?.title)) problems.push(`${where}: title is missing`);
    if (!ACCESS.includes(String(page?.access)))
      problems.push(`${where}: access is not one of ${ACCESS.join(', ')}`);
    if (!isComponent(page?.component)) problems.push(`${where}: component is missing`);
    if (page?.prefetch !== undefined && typeof page.prefetch !== 'function')
      problems.push(`${where}: prefetch is not a function`);
    if (page?.menu !== undefined) problems.push(...menuProblems(where, page.menu as Loose, groups));
  }
  return problems;
}
