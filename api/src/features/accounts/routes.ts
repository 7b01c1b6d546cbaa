import {
  accountStatusResponse,
  changeEmailSchema,
  forgotPasswordSchema,
  messageResponse,
  resetPasswordSchema,
  verifyEmailResponse,
  verifyEmailSchema,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { limitAddress, limitIp } from '../../domain/accounts/limits';
import { ACCOUNT_MESSAGES } from '../../domain/accounts/messages';
import { accountStatus } from '../../domain/accounts/status';
import { requestEmailChange } from './email-change';
import { resendVerification, verifyEmail } from './email-verify';
import { queuePasswordReset, resetPassword } from './reset';

const tags = ['account'];

export const accountRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/auth/password/forgot',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Mail a reset link: always 202 with the same message, known address or not',
        body: forgotPasswordSchema,
        response: { status: 202, data: messageResponse },
      }),
    },
    async (request, reply) => {
      const { email } = request.body;
      await limitIp(ctx, 'reset', request.ip);
      await limitAddress(ctx, 'reset', email);
      // The lookup and the mail happen after the answer: nothing in it or its timing differs.
      ctx.background.run('password reset', () => queuePasswordReset(ctx, email));
      return ok(reply, { message: ACCOUNT_MESSAGES.forgotAccepted }, 202);
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Set a new password with a reset link; every sign-in of the account ends',
        body: resetPasswordSchema,
        response: { data: messageResponse },
      }),
      preValidation: async (request) => limitIp(ctx, 'link', request.ip),
    },
    async (request, reply) => {
      const input = request.body;
      await resetPassword(ctx, input.token, input.password);
      return ok(reply, { message: ACCOUNT_MESSAGES.resetDone });
    },
  );

  app.post(
    '/auth/email/verify',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Confirm an address with its link (no sign-in needed)',
        body: verifyEmailSchema,
        response: { data: verifyEmailResponse },
      }),
      preValidation: async (request) => limitIp(ctx, 'link', request.ip),
    },
    async (request, reply) => ok(reply, await verifyEmail(ctx, request.body.token)),
  );

  app.post(
    '/auth/email/resend',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Send the verification link again (rate limited)',
        response: { status: 202, data: messageResponse },
      }),
    },
    async (request, reply) => {
      await limitIp(ctx, 'resend', request.ip);
      const email = await resendVerification(ctx, currentAuth(request).user);
      return ok(reply, { message: ACCOUNT_MESSAGES.verificationSent(email) }, 202);
    },
  );

  app.get(
    '/profile/account',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'AccountStatus of the caller',
        response: { data: accountStatusResponse },
      }),
    },
    async (request, reply) => ok(reply, await accountStatus(ctx, currentAuth(request).user)),
  );

  app.post(
    '/profile/email',
    {
      preValidation: async (request) => limitIp(ctx, 'resend', request.ip),
      schema: routeSchema({
        tags,
        access: 'user',
        summary:
          'Change the address: a link goes to the new one, which replaces the old once opened',
        body: changeEmailSchema,
        response: { status: 202, data: accountStatusResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const user = currentAuth(request).user;
      await requestEmailChange(ctx, user, input);
      return ok(reply, await accountStatus(ctx, user), 202);
    },
  );
};
