import {
  competitionParamsSchema,
  joinCodeParamsSchema,
  leaveTeamResponse,
  normalizeJoinCode,
  teamDetailResponse,
  teamFieldsSchema,
  teamSummaryResponse,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { forbidden, notFound } from '../../core/http-error';
import { readForm } from '../../core/multipart';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { removeStored, storeUpload } from '../../core/uploads';
import { validateForm } from '../../core/validate';
import { requireVerifiedEmail } from '../../domain/accounts/verification';
import { requireCompleteProfile } from '../../domain/profile/rules';
import { requireWindowOpen } from '../../domain/settings/windows';
import { isMember, teamDetail } from '../../domain/teams/detail';
import { createTeam, ensureNotInTeam } from './create';
import { TEAM_NOT_FOUND } from './errors';
import { findByJoinCode } from './find';
import { joinTeam } from './join';
import { withJoinCodeLimit } from './join-code-limit';
import { leaveTeam } from './leave';
import { replacePaymentProof } from './payment';
import { mayReviewTeam } from './review-access';

const tags = ['team'];
const IMAGES_AND_PDF = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
const PROOF = 'PDF, PNG, JPEG or WebP, at most UPLOAD_MAX_BYTES';

export const teamRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/registration/:event_type',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Register a team (the caller leads it); answers TeamDetail',
        params: competitionParamsSchema,
        form: { fields: teamFieldsSchema, files: { bukti_pembayaran: PROOF } },
        response: { status: 201, data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const { event_type: eventType } = request.params;
      const user = currentAuth(request).user;
      const form = await readForm(request, 'bukti_pembayaran');
      const fields = validateForm(teamFieldsSchema, form.fields);
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

  app.get(
    '/registration/find/:join_code',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: joinCodeParamsSchema,
        summary: 'Look a team up by join code (TeamSummary)',
        response: { data: teamSummaryResponse },
      }),
    },
    async (request, reply) => {
      const code = normalizeJoinCode(request.params.join_code);
      const user = currentAuth(request).user;
      return ok(reply, await withJoinCodeLimit(ctx, user.id, () => findByJoinCode(ctx, code)));
    },
  );

  app.post(
    '/registration/join/:join_code',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: joinCodeParamsSchema,
        summary: 'Join a team by join code; answers TeamDetail',
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const code = normalizeJoinCode(request.params.join_code);
      const user = currentAuth(request).user;
      const teamId = await withJoinCodeLimit(ctx, user.id, () => joinTeam(ctx, user, code));
      return ok(reply, await teamDetail(ctx, teamId));
    },
  );

  app.post(
    '/leave',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "Leave the caller's team (LeaveTeamData)",
        response: { data: leaveTeamResponse },
      }),
    },
    async (request, reply) => ok(reply, await leaveTeam(ctx, currentAuth(request).user.id)),
  );

  app.post(
    '/payment',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary:
          'Upload a new proof of payment (bukti_pembayaran), leader only; payment goes back to pending',
        form: { files: { bukti_pembayaran: PROOF } },
        response: { data: teamDetailResponse },
      }),
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

  app.get(
    '/:id_team',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Team detail (members, and committee members whose work needs it)',
        params: idParams('id_team'),
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = Number(request.params.id_team);
      if (!Number.isSafeInteger(id) || id <= 0) throw notFound(TEAM_NOT_FOUND);
      const user = currentAuth(request).user;
      if (!(await isMember(ctx, id, user.id)) && !(await mayReviewTeam(ctx, request, id)))
        throw forbidden('Anda bukan anggota tim ini, jadi detail tim tidak dapat ditampilkan.');
      const detail = await teamDetail(ctx, id);
      if (!detail) throw notFound(TEAM_NOT_FOUND);
      return ok(reply, detail);
    },
  );
};
