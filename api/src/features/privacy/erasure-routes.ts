import {
  erasurePreviewResponse,
  erasureResultResponse,
  erasureSchema,
  MESSAGES,
  PRIVACY_MESSAGES,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { verifyPassword } from '../../core/auth/passwords';
import type { AppContext } from '../../core/context';
import type { UserRow } from '../../core/db/schema/users';
import { badRequest, unauthorized } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { tooManyRequests } from '../../domain/accounts/limits';
import { eraseAccount } from '../../domain/privacy/erase-account';
import { erasurePreview } from '../../domain/privacy/erasure-preview';

const tags = ['privacy'];

/**
 * A stolen session alone must not erase an account: the password, or for a Google account a
 * fresh ID token of the same Google account, confirms it is the person.
 */
async function reauthenticate(
  ctx: AppContext,
  user: UserRow,
  input: { password?: string; google_id_token?: string },
) {
  if (input.password && user.passwordHash) {
    if (!(await verifyPassword(user.passwordHash, input.password)))
      throw badRequest(PRIVACY_MESSAGES.erasurePassword, {
        password: PRIVACY_MESSAGES.erasurePassword,
      });
    return;
  }
  if (input.google_id_token && user.googleSub) {
    const identity = await ctx.google.verify(input.google_id_token);
    if (!identity) throw unauthorized(MESSAGES.googleValidationFailed);
    if (identity.sub !== user.googleSub) throw badRequest(PRIVACY_MESSAGES.erasureReauth);
    return;
  }
  throw badRequest(PRIVACY_MESSAGES.erasureReauth);
}

/** A student erases their own account (UU 27/2022's right to erasure). */
export const erasureRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/erasure',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'ErasurePreview: what deleting the account would do to the team and records',
        response: { data: erasurePreviewResponse },
      }),
    },
    async (request, reply) => ok(reply, await erasurePreview(ctx.db, currentAuth(request).user)),
  );

  app.post(
    '/erasure',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Erase the account: password or a fresh Google ID token, and the word HAPUS',
        body: erasureSchema,
        response: { data: erasureResultResponse },
      }),
    },
    async (request, reply) => {
      const user = currentAuth(request).user;
      const wait = await ctx.limits.erasure.hit(String(user.id));
      if (wait > 0) throw tooManyRequests(wait);
      await reauthenticate(ctx, user, request.body);
      return ok(reply, await eraseAccount(ctx, user.id, { kind: 'self' }));
    },
  );
};
