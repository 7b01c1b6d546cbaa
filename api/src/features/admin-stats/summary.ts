import { adminSummaryResponse, COMPETITION_TYPES } from '@gcw/shared/contract';
import type { AdminSummary, CompetitionType } from '@gcw/shared/contract';
import { count, isNull, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { seminarTickets } from '../../core/db/schema/events';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';

const n = (expr: ReturnType<typeof sql>) =>
  sql<number>`cast(count(*) filter (where ${expr}) as int)`;

async function summary(ctx: AppContext): Promise<AdminSummary> {
  const student = sql`${users.role} = 'participant'`;
  const [[u], teamRows, [s]] = await Promise.all([
    // `total` stays every account (the admin page shows total − admins as "Mahasiswa"); the
    // progress figures count students only: an admin's own profile is complete and verified.
    ctx.db
      .select({
        total: sql<number>`cast(count(*) as int)`,
        verified: n(sql`${student} and ${users.dataHasVerified}`),
        completed: n(sql`${student} and ${users.profileHasUpdated}`),
        admins: n(sql`${users.role} = 'admin'`),
      })
      .from(users),
    ctx.db
      .select({
        eventType: teams.eventType,
        payment: teams.paymentStatus,
        status: teams.status,
        teams: count(),
        members: sql<number>`cast(sum(${teams.memberCount}) as int)`,
      })
      .from(teams)
      .groupBy(teams.eventType, teams.paymentStatus, teams.status),
    ctx.db
      .select({
        registered: sql<number>`cast(count(*) as int)`,
        checkedIn: n(sql`${seminarTickets.checkedInAt} is not null`),
      })
      .from(seminarTickets)
      .where(isNull(seminarTickets.cancelledAt)),
  ]);
  const perCompetition = Object.fromEntries(
    COMPETITION_TYPES.map((type) => {
      const rows = teamRows.filter((r) => r.eventType === type);
      const sum = (
        pick: (r: (typeof rows)[number]) => boolean,
        field: 'teams' | 'members' = 'teams',
      ) => rows.filter(pick).reduce((acc, r) => acc + Number(r[field] ?? 0), 0);
      return [
        type,
        {
          teams: sum(() => true),
          members: sum(() => true, 'members'),
          payment: {
            pending: sum((r) => r.payment === 'pending'),
            verified: sum((r) => r.payment === 'verified'),
            rejected: sum((r) => r.payment === 'rejected'),
          },
          status: {
            Registered: sum((r) => r.status === 'Registered'),
            'Stage-1': sum((r) => r.status === 'Stage-1'),
            'Stage-2': sum((r) => r.status === 'Stage-2'),
            Final: sum((r) => r.status === 'Final'),
          },
        },
      ];
    }),
  ) as AdminSummary['teams'] & Record<CompetitionType, unknown>;
  return {
    users: {
      total: u?.total ?? 0,
      verified: u?.verified ?? 0,
      profile_completed: u?.completed ?? 0,
      admins: u?.admins ?? 0,
    },
    teams: perCompetition,
    seminar: { registered: s?.registered ?? 0, checked_in: s?.checkedIn ?? 0 },
  };
}

export const adminSummaryRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/summary',
    {
      schema: routeSchema({
        tags: ['admin'],
        access: { permission: 'overview.view' },
        summary: 'Counts for the admin dashboard',
        response: { data: adminSummaryResponse },
      }),
    },
    async (_request, reply) => ok(reply, await summary(ctx)),
  );
};
