import {
  CERTIFICATE_NOT_FOUND,
  certificateCodeParamsSchema,
  certificatesResponse,
  certificateVerificationResponse,
} from '@gcw/shared/contract';

import { holds, readCallerGrants } from '../../core/auth/grants';
import { currentAuth } from '../../core/auth/guard';
import { conflict, notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { tooManyRequests } from '../../domain/accounts/limits';
import { certificatePdf, findCertificate, myCertificates, verification } from './certificates';
import { sendPdf } from './template-routes';

const tags = ['certificates'];

/** The student's certificates and their PDFs; the public verification of a code (ADR 0021). */
export const certificateStudentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "Certificate[]: the signed-in student's certificates, newest first",
        response: { data: certificatesResponse },
      }),
    },
    async (request, reply) => ok(reply, await myCertificates(ctx.db, currentAuth(request).user.id)),
  );

  app.get(
    '/:code/pdf',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: certificateCodeParamsSchema,
        summary: "A certificate's PDF: its holder or an admin (404 for anyone else)",
        response: { media: ['application/pdf'] },
      }),
    },
    async (request, reply) => {
      const me = currentAuth(request).user;
      const row = await findCertificate(ctx.db, request.params.code);
      // The committee's certificate keepers may fetch any (to check one a student reports).
      await readCallerGrants(ctx.db, request);
      const admin = holds(request, 'certificates.manage');
      // Someone else's certificate is "not found": its existence is not told either.
      if (row.userId !== me.id && !admin) throw notFound(CERTIFICATE_NOT_FOUND);
      if (row.revokedAt && !admin)
        throw conflict('Sertifikat ini sudah dicabut dan tidak dapat diunduh lagi.');
      return sendPdf(reply, await certificatePdf(ctx, row), `sertifikat-${row.code}.pdf`);
    },
  );

  // Public: the page /sertifikat/<code> asks here. Misses count per address (like join codes),
  // so codes cannot be tried in bulk; a found code costs nothing.
  app.get(
    '/verify/:code',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        params: certificateCodeParamsSchema,
        summary:
          'CertificateVerification: name, kind, event, date and valid or revoked; no sign-in',
        response: { data: certificateVerificationResponse },
      }),
    },
    async (request, reply) => {
      const wait = await ctx.limits.certificateVerify.hit(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      const row = await findCertificate(ctx.db, request.params.code);
      await ctx.limits.certificateVerify.refund(request.ip);
      return ok(reply.header('Cache-Control', 'no-store'), verification(row));
    },
  );
};
