import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import {
  API_BASE_PATH,
  MESSAGES,
  emailLoginSchema,
  registrationSchema,
} from '@gcw/shared/contract';
import { bearerToken, currentAuth, requireUser } from './guard';
import { docs, googleSignInSchema, refreshSchema } from './schema';
import { createUser, googleUser, passwordSignIn, signIn, tooManyAttempts } from './service';
import { revokeFamily, rotateSession } from './sessions';
import { toUser } from '../profile/to-user';
import { unauthorized } from '../../core/http-error';

const tags = ['auth'];

function limit(ctx: AppContext, request: FastifyRequest, account: string | null) {
  const wait = ctx.loginLimiter.check(request.ip, account);
  if (wait > 0) throw tooManyAttempts(wait);
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/auth`;
  const requireSignedIn = requireUser(ctx);
  const authenticate = (request: FastifyRequest, reply: FastifyReply) =>
    requireSignedIn.call(app, request, reply);

  app.post(
    `${base}/login`,
    { schema: { tags, summary: 'Sign in with e-mail and password', body: docs.login } },
    async (request, reply) => {
      const raw = request.body as { email?: unknown } | null;
      const account = typeof raw?.email === 'string' ? raw.email.trim().toLowerCase() : null;
      limit(ctx, request, account);
      const input = await validate(emailLoginSchema, request.body);
      return ok(
        reply,
        await passwordSignIn(ctx, request.ip, input.email.toLowerCase(), input.password),
      );
    },
  );

  app.post(
    `${base}/registration`,
    { schema: { tags, summary: 'Create an account (answers a session)', body: docs.registration } },
    async (request, reply) => {
      const input = await validate(registrationSchema, request.body);
      const user = await createUser(ctx, input);
      return ok(reply, await signIn(ctx, user), 201);
    },
  );

  app.post(
    `${base}/validate-google-id-token`,
    { schema: { tags, summary: 'Sign in with a Google ID token', body: docs.google } },
    async (request, reply) => {
      limit(ctx, request, null);
      const input = await validate(googleSignInSchema, request.body);
      const identity = await ctx.google.verify(input.google_id_token);
      if (!identity) throw unauthorized(MESSAGES.googleValidationFailed);
      return ok(reply, await signIn(ctx, await googleUser(ctx, identity)));
    },
  );

  app.post(
    `${base}/refresh-token`,
    { schema: { tags, summary: 'Rotate the refresh token', body: docs.refresh } },
    async (request, reply) => {
      const input = await validate(refreshSchema, request.body);
      const { user, tokens } = await rotateSession(ctx, input.refresh_token);
      return ok(reply, { user: toUser(user), ...tokens });
    },
  );

  app.post(
    `${base}/logout`,
    {
      schema: {
        tags,
        summary: 'Revoke this sign-in: the family of the Bearer token and/or of `refresh_token`',
        security: [{ bearer: [] }],
        body: { type: 'object', properties: { refresh_token: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      // The refresh token alone is enough, so a client whose access token has expired can still log out.
      const raw = (request.body as { refresh_token?: unknown } | null)?.refresh_token;
      const refresh = typeof raw === 'string' ? await ctx.tokens.verify(raw, 'refresh') : null;
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
