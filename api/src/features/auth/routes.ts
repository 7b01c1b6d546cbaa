import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { routeSchema } from '../../core/schema/route-schema';
import {
  API_BASE_PATH,
  MESSAGES,
  emailLoginSchema,
  googleSignInSchema,
  logoutSchema,
  messageResponse,
  sessionResponse,
  refreshTokenSchema,
  registrationSchema,
} from '@gcw/shared/contract';
import type { InferType } from 'yup';
import { bearerToken, currentAuth, requireUser } from '../../core/auth/guard';
import { tooManyRequests } from '../../domain/accounts/limits';
import { admitAddress } from './login-limiter';
import { createUser, googleUser, passwordSignIn, signIn } from './service';
import { revokeFamily, rotateSession } from './sessions';
import { toUser } from '../../domain/profile/to-user';
import { unauthorized } from '../../core/http-error';

const tags = ['auth'];

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/auth`;
  const requireSignedIn = requireUser(ctx);
  const authenticate = (request: FastifyRequest, reply: FastifyReply) =>
    requireSignedIn.call(app, request, reply);

  app.post<{ Body: InferType<typeof emailLoginSchema> }>(
    `${base}/login`,
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

  app.post<{ Body: InferType<typeof registrationSchema> }>(
    `${base}/registration`,
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
      const user = await createUser(ctx, request.body);
      return ok(reply, await signIn(ctx, user), 201);
    },
  );

  app.post<{ Body: InferType<typeof googleSignInSchema> }>(
    `${base}/validate-google-id-token`,
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

  app.post<{ Body: InferType<typeof refreshTokenSchema> }>(
    `${base}/refresh-token`,
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

  app.post<{ Body: InferType<typeof logoutSchema> | undefined }>(
    `${base}/logout`,
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
      if (!bearerToken(request) && !refresh) throw unauthorized();
      if (bearerToken(request)) {
        try {
          await authenticate(request, reply);
          const auth = currentAuth(request);
          families.set(auth.familyId, auth.user.id);
        } catch (error) {
          if (!refresh) throw error;
        }
      }
      for (const [familyId, userId] of families)
        await revokeFamily(ctx, userId, familyId, 'logout');
      return ok(reply, { message: MESSAGES.logoutSuccess });
    },
  );
}
