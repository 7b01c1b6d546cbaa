import { adminStatsResponse } from '@gcw/shared/contract';
import type { AdminStats } from '@gcw/shared/contract';

import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { paymentsWaiting } from './payments-waiting';
import { registrationsPerDay } from './registrations';
import { seminarSeats } from './seminar-seats';
import { teamsByStage } from './teams-by-stage';
import { topInstitutions } from './top-institutions';

/** GET /api/v1/admin/stats: the admin overview's charts, one aggregate query each. */
export const adminStatsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/stats',
    {
      schema: routeSchema({
        tags: ['admin'],
        access: { permission: 'overview.view' },
        summary: 'Figures for the admin overview charts (AdminStats)',
        response: { data: adminStatsResponse },
      }),
    },
    async (_request, reply) => {
      const [registrations, teams, payments, seats, institutions] = await Promise.all([
        registrationsPerDay(ctx.db),
        teamsByStage(ctx.db),
        paymentsWaiting(ctx.db),
        seminarSeats(ctx.db),
        topInstitutions(ctx.db),
      ]);
      const stats: AdminStats = {
        registrations_per_day: registrations,
        teams_by_stage: teams,
        payments_waiting: payments,
        seminar_seats: seats,
        top_institutions: institutions,
        generated_at: new Date().toISOString(),
      };
      return ok(reply, stats);
    },
  );
};
