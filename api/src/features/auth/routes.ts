import {
  MESSAGES,
  emailLoginSchema,
  googleSignInSchema,
  logoutSchema,
  messageResponse,
  sessionResponse,
  refreshTokenSchema,
  registrationSchema,
} from '@gcw/shared/contract';

import { unauthorized } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { tooManyRequests } from '../../domain/accounts/limits';
import { toUser } from '../../domain/profile/to-user';
import { admitAddress } from './login-limiter';
import { createUser, googleUser, passwordSignIn, signIn } from './service';
import { revokeFamily, rotateSession } from './sessions';

const tags = ['auth'];

export const authRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/login',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Sign in with e-mail and password',
        body: emailLoginSchema,
        response: { data: sessionResponse },
      }),
      // Counted before the body is checked, so malformed attempts count too.
      preValidation: async (request) => admitAddress(ctx, request.ip),
    },
    async (request, reply) => {
      const input = request.body;
      return ok(
        reply,
        await passwordSignIn(ctx, request.ip, input.email.toLowerCase(), input.password),
      );
    },
  );

  app.post(
    '/registration',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Create an account (answers a session)',
        body: registrationSchema,
        response: { status: 201, data: sessionResponse },
      }),
      // Every attempt counts, valid or not, so no address can mint accounts in bulk.
      preValidation: async (request) => {
        const wait = await ctx.limits.register.hit(request.ip);
        if (wait > 0) throw tooManyRequests(wait);
      },
    },
    async (request, reply) => {
      const user = await createUser(ctx, request.body, request.body.consent_version);
      return ok(reply, await signIn(ctx, user), 201);
    },
  );

  app.post(
    '/validate-google-id-token',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Sign in with a Google ID token',
        body: googleSignInSchema,
        response: { data: sessionResponse },
      }),
      preValidation: async (request) => admitAddress(ctx, request.ip),
    },
    async (request, reply) => {
      const identity = await ctx.google.verify(request.body.google_id_token);
      if (!identity) throw unauthorized(MESSAGES.googleValidationFailed);
      return ok(reply, await signIn(ctx, await googleUser(ctx, identity)));
    },
  );

  app.post(
    '/refresh-token',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Rotate the refresh token',
        body: refreshTokenSchema,
        response: { data: sessionResponse },
      }),
    },
    async (request, reply) => {
      const { user, tokens } = await rotateSession(ctx, request.body.refresh_token);
      return ok(reply, { user: toUser(user), ...tokens });
    },
  );

  app.post(
    '/logout',
    {
      schema: routeSchema({
        tags,
        summary: 'Revoke this sign-in: the family of the Bearer token and/or of `refresh_token`',
        access: 'optional',
        body: logoutSchema,
        response: { data: messageResponse },
      }),
    },
    async (request, reply) => {
      // The refresh token alone is enough, so a client whose access token has expired can still log out.
      const raw = request.body?.refresh_token;
      const refresh = raw ? await ctx.tokens.verify(raw, 'refresh') : null;
      const families = new Map<string, number>();
      if (refresh) families.set(refresh.fid, Number(refresh.sub));
      // Read by the 'optional' access: null unless the Bearer token is valid and its sign-in alive.
      const auth = request.auth;
      if (auth) families.set(auth.familyId, auth.user.id);
      // No token at all, or a Bearer token that is not good and no refresh token: 401.
      if (!auth && !refresh) throw unauthorized();
      for (const [familyId, userId] of families)
        await revokeFamily(ctx, userId, familyId, 'logout');
      return ok(reply, { message: MESSAGES.logoutSuccess });
    },
  );
};
