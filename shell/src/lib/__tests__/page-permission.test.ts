import type { PageDescriptor } from '@gcw/shared';

import { COMMITTEE_ADMIN_REMOTE, GRANTS } from '../../test-utils/committee-remote';
import { landingPath, mayOpen } from '../page-permission';

const pageOf = (id: string) =>
  COMMITTEE_ADMIN_REMOTE.pages.find((page) => page.id === id) as PageDescriptor;
const modules = [COMMITTEE_ADMIN_REMOTE];

describe('mayOpen', () => {
  it('opens a page to a holder of any one of its permissions, in any scope', () => {
    expect(mayOpen(pageOf('admin-hackathon'), GRANTS.keuangan)).toBe(true);
    expect(mayOpen(pageOf('admin-seminar-door'), GRANTS.petugasPintu)).toBe(true);
    expect(mayOpen(pageOf('admin'), GRANTS.keuangan)).toBe(false);
    expect(mayOpen(pageOf('admin-settings'), GRANTS.sekretariat)).toBe(false);
  });

  it("keeps a competition's page from a division of another competition", () => {
    const page = {
      ...pageOf('admin-hackathon'),
      permission: ['teams.manage', 'payments.verify'],
      permissionScope: 'hackathon',
    } as PageDescriptor;
    expect(mayOpen(page, [{ permission: 'teams.manage', scope: 'competitive-programming' }])).toBe(
      false,
    );
    expect(mayOpen(page, [{ permission: 'teams.manage', scope: 'hackathon' }])).toBe(true);
    expect(mayOpen(page, GRANTS.keuangan)).toBe(true);
  });

  it('opens a page without a permission to every member, and every page when grants are unknown', () => {
    expect(mayOpen(pageOf('admin-help'), [])).toBe(true);
    expect(mayOpen(pageOf('admin-settings'), undefined)).toBe(true);
  });
});

describe('landingPath', () => {
  it.each([
    ['the ketua', GRANTS.ketua, '/admin'],
    ['the secretariat', GRANTS.sekretariat, '/admin'],
    ['finance', GRANTS.keuangan, '/admin/hackathon'],
    ['the door staff', GRANTS.petugasPintu, '/admin/seminar/pintu'],
    ['a member whose grants are unknown', undefined, '/admin'],
  ])('sends %s to the first page of their menu', (_who, grants, path) => {
    expect(landingPath(modules, grants)).toBe(path);
  });

  it('falls back to a page outside the menu, and to none at all', () => {
    expect(landingPath(modules, [{ permission: 'judging.score', scope: 'hackathon' }])).toBe(
      '/admin/bantuan',
    );
    const withoutHelp = {
      ...COMMITTEE_ADMIN_REMOTE,
      pages: COMMITTEE_ADMIN_REMOTE.pages.filter((page) => page.id !== 'admin-help'),
    };
    expect(landingPath([withoutHelp], [])).toBeNull();
  });
});
