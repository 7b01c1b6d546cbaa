import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { badRequest, forbidden, notFound } from '../../core/http-error';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import { removeStored, storeUpload } from '../../core/uploads';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { requireVerifiedEmail } from '../accounts/verification';
import { requireCompleteProfile } from '../profile/rules';
import { ADMIN_ROLE, API_BASE_PATH, isCompetitionType } from '@gcw/shared/contract';
import { createTeam, ensureNotInTeam } from './create';
import { isMember, teamDetail } from './detail';
import { TEAM_NOT_FOUND } from './errors';
import { findByJoinCode } from './find';
import { joinTeam } from './join';
import { leaveTeam } from './leave';
import { replacePaymentProof } from './payment';
import { requireWindowOpen } from '../settings/windows';
import { teamFieldsSchema, teamRegistrationDoc } from './schema';

const tags = ['team'];
const security = [{ bearer: [] }];
const IMAGES_AND_PDF = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
const codeParam = { type: 'object', properties: { join_code: { type: 'string' } } } as const;

export function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/team`;
  const auth = requireUser(ctx);

  app.post<{ Params: { event_type: string } }>(
    `${base}/registration/:event_type`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Register a team (the caller leads it); answers TeamDetail',
        body: teamRegistrationDoc,
        params: {
          type: 'object',
          properties: {
            event_type: { type: 'string', enum: ['hackathon', 'competitive-programming'] },
          },
        },
      },
    },
    async (request, reply) => {
      const { event_type: eventType } = request.params;
      if (!isCompetitionType(eventType))
        throw badRequest(
          'Unknown competition: teams exist only for hackathon and competitive-programming',
        );
      const user = currentAuth(request).user;
      const form = await readForm(request, 'bukti_pembayaran');
      const fields = await validate(teamFieldsSchema, form.fields);
      requireVerifiedEmail(ctx, user);
      requireCompleteProfile(user);
      await requireWindowOpen(ctx.db, { event: eventType, window: 'registration', user });
      await ensureNotInTeam(ctx, user.id);
      const upload = await storeUpload(
        ctx,
        'bukti_pembayaran',
        form.file?.bytes,
        [...IMAGES_AND_PDF],
        { id: user.id, replaces: false },
      );
      try {
        const teamId = await createTeam(ctx, user, eventType, fields, upload);
        return ok(reply, await teamDetail(ctx, teamId), 201);
      } catch (error) {
        await removeStored(ctx, upload.key);
        throw error;
      }
    },
  );

  app.get<{ Params: { join_code: string } }>(
    `${base}/registration/find/:join_code`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        params: codeParam,
        summary: 'Look a team up by join code (TeamSummary)',
      },
    },
    async (request, reply) =>
      ok(reply, await findByJoinCode(ctx, request.params.join_code.trim().toUpperCase())),
  );

  app.post<{ Params: { join_code: string } }>(
    `${base}/registration/join/:join_code`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        params: codeParam,
        summary: 'Join a team by join code; answers TeamDetail',
      },
    },
    async (request, reply) => {
      const teamId = await joinTeam(
        ctx,
        currentAuth(request).user,
        request.params.join_code.trim().toUpperCase(),
      );
      return ok(reply, await teamDetail(ctx, teamId));
    },
  );

  app.post(
    `${base}/leave`,
    {
      preHandler: auth,
      schema: { tags, security, summary: "Leave the caller's team (LeaveTeamData)" },
    },
    async (request, reply) => ok(reply, await leaveTeam(ctx, currentAuth(request).user.id)),
  );

  app.post(
    `${base}/payment`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        summary: 'Upload a new proof of payment (bukti_pembayaran); payment goes back to pending',
      },
    },
    async (request, reply) => {
      const user = currentAuth(request).user;
      const form = await readForm(request, 'bukti_pembayaran');
      const upload = await storeUpload(
        ctx,
        'bukti_pembayaran',
        form.file?.bytes,
        [...IMAGES_AND_PDF],
        { id: user.id, replaces: true },
      );
      const saved = await replacePaymentProof(ctx, user.id, upload).catch(async (error) => {
        await removeStored(ctx, upload.key);
        throw error;
      });
      await removeStored(ctx, saved.replacedKey);
      return ok(reply, await teamDetail(ctx, saved.teamId));
    },
  );

  app.get<{ Params: { id_team: string } }>(
    `${base}/:id_team`,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Team detail (members and admins only)',
        params: { type: 'object', properties: { id_team: { type: 'integer' } } },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.id_team);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(TEAM_NOT_FOUND);
      const user = currentAuth(request).user;
      if (user.role !== ADMIN_ROLE && !(await isMember(ctx, id, user.id)))
        throw forbidden('You are not a member of this team');
      const detail = await teamDetail(ctx, id);
      if (!detail) throw notFound(TEAM_NOT_FOUND);
      return ok(reply, detail);
    },
  );
}
