import {
  adminCertificatesPageResponse,
  adminCertificatesQuerySchema,
  certificateCandidatesQuerySchema,
  certificateCandidatesResponse,
  certificateCodeParamsSchema,
  certificateJobResponse,
  certificateJobSchema,
  certificateJobsResponse,
  certificateResponse,
  certificateRevokeSchema,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { listAdminCertificates, revokeCertificate } from './certificates';
import { candidates } from './eligibility';
import { createJob, getJob, listJobs } from './jobs';
import { requireTemplateGrant } from './template-grant';

const tags = ['certificates'];

/** Who would receive a template, issuing jobs, the issued list and revoking (ADR 0021). */
export const certificateAdminRoutes: RoutePlugin = async (app, { ctx }) => {
  const spec = { tags, access: { permission: 'certificates.manage' } } as const;

  app.get(
    '/candidates',
    {
      schema: routeSchema({
        ...spec,
        querystring: certificateCandidatesQuerySchema,
        summary:
          'CertificateCandidates: who would receive it (and, for finalist/winner, the teams to pick)',
        response: { data: certificateCandidatesResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      requireTemplateGrant(request, q.key);
      const teamIds = q.team_ids ? q.team_ids.split(',').map(Number) : [];
      return ok(reply, await candidates(ctx.db, q.key, teamIds));
    },
  );

  app.post(
    '/jobs',
    {
      schema: routeSchema({
        ...spec,
        body: certificateJobSchema,
        summary:
          'Issue to every eligible person not holding one yet: a background job (202); audited',
        response: { status: 202, data: certificateJobResponse },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      requireTemplateGrant(request, body.template_key);
      const me = currentAuth(request).user;
      const job = await createJob(ctx, me, body.template_key, body.team_ids ?? []);
      return ok(reply, job, 202);
    },
  );

  app.get(
    '/jobs',
    {
      schema: routeSchema({
        ...spec,
        summary: 'CertificateJob[]: the latest 100 jobs, newest first, with their progress',
        response: { data: certificateJobsResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listJobs(ctx.db)),
  );

  app.get(
    '/jobs/:id',
    {
      schema: routeSchema({
        ...spec,
        params: idParams('id'),
        summary: 'One CertificateJob and its progress',
        response: { data: certificateJobResponse },
      }),
    },
    async (request, reply) => ok(reply, await getJob(ctx.db, Number(request.params.id))),
  );

  app.get(
    '',
    {
      schema: routeSchema({
        ...spec,
        querystring: adminCertificatesQuerySchema,
        summary: 'Page<AdminCertificate>: issued certificates, newest first, by name or code',
        response: { data: adminCertificatesPageResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      return ok(reply, await listAdminCertificates(ctx.db, q));
    },
  );

  app.post(
    '/:code/revoke',
    {
      schema: routeSchema({
        ...spec,
        params: certificateCodeParamsSchema,
        body: certificateRevokeSchema,
        summary:
          'Revoke a certificate: its verification says "dicabut" (409 if it already is); audited',
        response: { data: certificateResponse },
      }),
    },
    async (request, reply) => {
      const { reason } = request.body;
      const me = currentAuth(request).user;
      return ok(reply, await revokeCertificate(ctx, me.id, request.params.code, reason));
    },
  );
};
