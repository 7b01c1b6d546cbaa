import {
  adminErasureSchema,
  erasureResultResponse,
  PRIVACY_MESSAGES,
  retentionOverviewResponse,
  retentionRunResponse,
} from '@gcw/shared/contract';
import { desc, eq } from 'drizzle-orm';

import { currentAuth } from '../../core/auth/guard';
import { retentionRuns } from '../../core/db/schema/privacy';
import { users } from '../../core/db/schema/users';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { eraseAccount } from '../../domain/privacy/erase-account';
import { retentionClock } from '../../domain/privacy/retention-settings';
import { runRetention, toRetentionRun } from './retention';

const tags = ['privacy'];
const access = { permission: 'privacy.manage' } as const;

/** The committee's side: requests about personal data made by mail, and the retention job. */
export const adminPrivacyRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/retention',
    {
      schema: routeSchema({
        tags,
        access,
        summary: 'RetentionOverview: the periods and the latest runs of the retention job',
        response: { data: retentionOverviewResponse },
      }),
    },
    async (_request, reply) => {
      const runs = await ctx.db
        .select()
        .from(retentionRuns)
        .orderBy(desc(retentionRuns.id))
        .limit(20);
      const { settings } = await retentionClock(ctx.db, ctx.config);
      return ok(reply, { settings, runs: runs.map(toRetentionRun) });
    },
  );

  app.post(
    '/retention/run',
    {
      schema: routeSchema({
        tags,
        access,
        summary: 'RetentionRun: runs the retention job now and answers what it removed',
        response: { data: retentionRunResponse },
      }),
    },
    async (_request, reply) => ok(reply, await runRetention(ctx)),
  );

  app.post(
    '/erasures',
    {
      schema: routeSchema({
        tags,
        access,
        summary: "Erase a student's account on a request made by mail (audited with the reason)",
        body: adminErasureSchema,
        response: { data: erasureResultResponse },
      }),
    },
    async (request, reply) => {
      const admin = currentAuth(request).user;
      const email = request.body.email.toLowerCase();
      const [user] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      if (!user) throw notFound(PRIVACY_MESSAGES.adminErasureUnknown);
      return ok(
        reply,
        await eraseAccount(ctx, user.id, {
          kind: 'admin',
          adminId: admin.id,
          reason: request.body.reason,
        }),
      );
    },
  );
};
