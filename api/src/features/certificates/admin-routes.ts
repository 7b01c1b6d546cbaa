import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';

import {
  ADMIN_API_BASE_PATH,
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
import type {
  CertificateJobPayload,
  CertificateRevokePayload,
  CertificateTemplateKey,
} from '@gcw/shared/contract';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { currentAuth, requireAdmin } from '../../core/auth/guard';
import { listAdminCertificates, revokeCertificate } from './certificates';
import { candidates } from './eligibility';
import { createJob, getJob, listJobs } from './jobs';

const tags = ['certificates'];

/** Who would receive a template, issuing jobs, the issued list and revoking (ADR 0021). */
export function certificateAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = requireAdmin(ctx);
  const path = `${ADMIN_API_BASE_PATH}/certificates`;
  const spec = { tags, access: 'admin' as const };

  app.get(
    `${path}/candidates`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        querystring: certificateCandidatesQuerySchema,
        summary:
          'CertificateCandidates: who would receive it (and, for finalist/winner, the teams to pick)',
        response: { data: certificateCandidatesResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query as InferType<typeof certificateCandidatesQuerySchema>;
      const teamIds = q.team_ids ? q.team_ids.split(',').map(Number) : [];
      return ok(reply, await candidates(ctx.db, q.key as CertificateTemplateKey, teamIds));
    },
  );

  app.post(
    `${path}/jobs`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        body: certificateJobSchema,
        summary:
          'Issue to every eligible person not holding one yet: a background job (202); audited',
        response: { status: 202, data: certificateJobResponse },
      }),
    },
    async (request, reply) => {
      const body = request.body as CertificateJobPayload;
      const me = currentAuth(request).user;
      const job = await createJob(ctx, me, body.template_key, body.team_ids ?? []);
      return ok(reply, job, 202);
    },
  );

  app.get(
    `${path}/jobs`,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        summary: 'CertificateJob[]: the latest 100 jobs, newest first, with their progress',
        response: { data: certificateJobsResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listJobs(ctx.db)),
  );

  app.get<{ Params: { id: string } }>(
    `${path}/jobs/:id`,
    {
      preValidation: admin,
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
    path,
    {
      preValidation: admin,
      schema: routeSchema({
        ...spec,
        querystring: adminCertificatesQuerySchema,
        summary: 'Page<AdminCertificate>: issued certificates, newest first, by name or code',
        response: { data: adminCertificatesPageResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query as InferType<typeof adminCertificatesQuerySchema>;
      return ok(reply, await listAdminCertificates(ctx.db, q));
    },
  );

  app.post<{ Params: { code: string } }>(
    `${path}/:code/revoke`,
    {
      preValidation: admin,
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
      const { reason } = request.body as CertificateRevokePayload;
      const me = currentAuth(request).user;
      return ok(reply, await revokeCertificate(ctx, me.id, request.params.code, reason));
    },
  );
}
