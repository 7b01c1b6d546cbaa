import type { RemoteRoutesModule } from '@gcw/shared';
import { areaOfRemote } from '@gcw/shared';

import { COMMITTEE_ADMIN_REMOTE, GRANTS } from '../../../test-utils/committee-remote';
import { SPEC_REMOTES } from '../../../test-utils/spec-remotes';
import type { MenuGroup, MenuModule } from '../menu-items';
import { composeMenu } from '../menu-items';
import { rememberedMenu, rememberMenu } from '../remembered-menu';

const KEY = 'gcw:remembered-menu:mfe_dashboard';

/** Labels and paths only: the remembered menu has generic icons of its own. */
function linksOf(groups: MenuGroup[]) {
  return groups.map((group) => ({
    label: group.label,
    path: group.path,
    children: group.children.map(({ label, path, gate }) => ({ label, path, gate })),
  }));
}

function menuOf(
  module: MenuModule | RemoteRoutesModule,
  grants?: Parameters<typeof composeMenu>[2],
) {
  const area = areaOfRemote(module === COMMITTEE_ADMIN_REMOTE ? 'mfe_admin' : 'mfe_dashboard');
  return linksOf(
    composeMenu([{ area, module }], area.access === 'admin' ? 'admin' : 'user', grants),
  );
}

beforeEach(() => window.localStorage.clear());

describe('the remembered menu', () => {
  it('keeps plain data only, and gives back the same menu as the live descriptors', () => {
    rememberMenu('mfe_dashboard', SPEC_REMOTES.mfe_dashboard);
    const stored = window.localStorage.getItem(KEY) ?? '';
    expect(stored).not.toMatch(/"(icon|component|title)"/);
    // Pages without an entry (the profile, the team detail) are not the menu's business.
    expect(stored).not.toContain('/dashboard/profile');
    expect(stored).not.toContain(':id');
    const remembered = rememberedMenu('mfe_dashboard') as MenuModule;
    expect(menuOf(remembered)).toEqual(menuOf(SPEC_REMOTES.mfe_dashboard));
    // A remote's icon components cannot be stored: each entry gets a generic one.
    for (const group of remembered.menuGroups ?? []) expect(group.icon).toBeDefined();
  });

  it.each(Object.entries(GRANTS))(
    "filters a committee member's remembered admin menu by their grants (%s)",
    (_role, grants) => {
      rememberMenu('mfe_admin', COMMITTEE_ADMIN_REMOTE);
      const remembered = rememberedMenu('mfe_admin') as MenuModule;
      const area = areaOfRemote('mfe_admin');
      expect(linksOf(composeMenu([{ area, module: remembered }], 'admin', grants))).toEqual(
        linksOf(composeMenu([{ area, module: COMMITTEE_ADMIN_REMOTE }], 'admin', grants)),
      );
    },
  );

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another format', JSON.stringify({ version: 0, menuGroups: [], pages: [] })],
    [
      'an entry without a path',
      JSON.stringify({ version: 1, menuGroups: [{ id: 'a', label: 'A', order: 1 }], pages: [] }),
    ],
  ])('gives nothing back for %s', (_label, value) => {
    if (value !== null) window.localStorage.setItem(KEY, value);
    expect(rememberedMenu('mfe_dashboard')).toBeUndefined();
  });
});
