import type { RouteSpec } from '../../core/schema/route-schema';

/** What every admin announcement route shares: its tag and its access. */
export const ADMIN_SPEC: Pick<RouteSpec, 'tags' | 'access'> = {
  tags: ['announcements'],
  access: { permission: 'announcements.send' },
};
