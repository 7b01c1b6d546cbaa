import {
  consentSchema,
  consentStatusResponse,
  retentionSettingsResponse,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { consentStatus, recordConsent } from '../../domain/privacy/consent';
import { retentionClock } from '../../domain/privacy/retention-settings';

const tags = ['privacy'];

/** The privacy notice's facts and a student's agreement to it. */
export const consentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/retention',
    {
      schema: routeSchema({
        tags,
        access: 'public',
        summary: 'RetentionSettings: how long each kind of data is kept (the notice shows them)',
        response: { data: retentionSettingsResponse },
      }),
    },
    async (_request, reply) => ok(reply, (await retentionClock(ctx.db, ctx.config)).settings),
  );

  app.get(
    '/consent',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "ConsentStatus: the notice's version and the one this account agreed to",
        response: { data: consentStatusResponse },
      }),
    },
    async (request, reply) => ok(reply, await consentStatus(ctx.db, currentAuth(request).user.id)),
  );

  app.post(
    '/consent',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Agree to the current privacy notice (400 for another version)',
        body: consentSchema,
        response: { data: consentStatusResponse },
      }),
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      await recordConsent(ctx.db, userId, request.body.version, 'prompt');
      return ok(reply, await consentStatus(ctx.db, userId));
    },
  );
};
