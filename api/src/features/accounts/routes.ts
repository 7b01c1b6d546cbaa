import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { requestEmailChange } from './email-change';
import { resendVerification, verifyEmail } from './email-verify';
import { limitAddress, limitIp } from './limits';
import { ACCOUNT_MESSAGES } from './messages';
import { queuePasswordReset, resetPassword } from './reset';
import { changeEmailSchema, docs, forgotSchema, resetSchema, verifySchema } from './schema';
import { accountStatus } from './status';

const tags = ['account'];
const security = [{ bearer: [] }];

export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = API_BASE_PATH;
  const auth = requireUser(ctx);

  app.post(
    `${base}/auth/password/forgot`,
    {
      schema: {
        tags,
        summary: 'Mail a reset link: always 202 with the same message, known address or not',
        body: docs.forgot,
      },
    },
    async (request, reply) => {
      const { email } = await validate(forgotSchema, request.body);
      limitIp(ctx, 'reset', request.ip);
      limitAddress(ctx, 'reset', email);
      // The lookup and the mail happen after the answer: nothing in it or its timing differs.
      ctx.background.run('password reset', () => queuePasswordReset(ctx, email));
      return ok(reply, { message: ACCOUNT_MESSAGES.forgotAccepted }, 202);
    },
  );

  app.post(
    `${base}/auth/password/reset`,
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link; every sign-in of the account ends',
        body: docs.reset,
      },
    },
    async (request, reply) => {
      limitIp(ctx, 'link', request.ip);
      const input = await validate(resetSchema, request.body);
      await resetPassword(ctx, input.token, input.password);
      return ok(reply, { message: ACCOUNT_MESSAGES.resetDone });
    },
  );

  app.post(
    `${base}/auth/email/verify`,
    {
      schema: {
        tags,
        summary: 'Confirm an address with its link (no sign-in needed)',
        body: docs.verify,
      },
    },
    async (request, reply) => {
      limitIp(ctx, 'link', request.ip);
      const input = await validate(verifySchema, request.body);
      return ok(reply, await verifyEmail(ctx, input.token));
    },
  );

  app.post(
    `${base}/auth/email/resend`,
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Send the verification link again (rate limited)' },
    },
    async (request, reply) => {
      limitIp(ctx, 'resend', request.ip);
      const email = await resendVerification(ctx, currentAuth(request).user);
      return ok(reply, { message: ACCOUNT_MESSAGES.verificationSent(email) }, 202);
    },
  );

  app.get(
    `${base}/profile/account`,
    { preHandler: auth, schema: { tags, security, summary: 'AccountStatus of the caller' } },
    async (request, reply) => ok(reply, await accountStatus(ctx, currentAuth(request).user)),
  );

  app.post(
    `${base}/profile/email`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary:
          'Change the address: a link goes to the new one, which replaces the old once opened',
        body: docs.changeEmail,
      },
    },
    async (request, reply) => {
      limitIp(ctx, 'resend', request.ip);
      const input = await validate(changeEmailSchema, request.body);
      const user = currentAuth(request).user;
      await requestEmailChange(ctx, user, input);
      return ok(reply, await accountStatus(ctx, user), 202);
    },
  );
}
