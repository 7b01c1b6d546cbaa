import type { FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';

import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { API_BASE_PATH, TEAM_NAME_LIMITS } from '@gcw/shared/contract';
import { teamDetail } from './detail';
import { TEAM_NOT_FOUND } from './errors';
import { regenerateJoinCode, removeMember, renameTeam, transferLeadership } from './manage';

const tags = ['team'];
const security = [{ bearer: [] }];
const teamParam = { type: 'object', properties: { id_team: { type: 'integer' } } } as const;
const renameSchema = object({
  team_name: string()
    .trim()
    .required('Nama tim wajib diisi')
    .min(TEAM_NAME_LIMITS.min, `Nama tim minimal ${TEAM_NAME_LIMITS.min} karakter`)
    .max(TEAM_NAME_LIMITS.max, `Nama tim maksimal ${TEAM_NAME_LIMITS.max} karakter`),
});
const transferSchema = object({
  user_id: number()
    .typeError('user_id harus berupa angka')
    .integer('user_id harus bilangan bulat')
    .positive('user_id harus positif')
    .required('user_id wajib diisi'),
});

function positiveId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(TEAM_NOT_FOUND);
  return id;
}

/** The leader's controls (issue 13); every rule is checked under the team row's lock. */
export function teamManageRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${API_BASE_PATH}/team`;
  const preHandler = requireUser(ctx);
  const detail = async (id: number) => {
    const team = await teamDetail(ctx, id);
    if (!team) throw notFound(TEAM_NOT_FOUND);
    return team;
  };

  app.patch<{ Params: { id_team: string } }>(
    `${base}/:id_team`,
    { preHandler, schema: { tags, security, params: teamParam, summary: 'Rename (leader only)' } },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const input = await validate(renameSchema, request.body ?? {});
      await renameTeam(ctx, id, currentAuth(request).user.id, input.team_name);
      return ok(reply, await detail(id));
    },
  );

  app.post<{ Params: { id_team: string } }>(
    `${base}/:id_team/join-code`,
    {
      preHandler,
      schema: { tags, security, params: teamParam, summary: 'New join code (leader only)' },
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      await regenerateJoinCode(ctx, id, currentAuth(request).user.id);
      return ok(reply, await detail(id));
    },
  );

  app.delete<{ Params: { id_team: string; user_id: string } }>(
    `${base}/:id_team/members/:user_id`,
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove a member (leader only, until the payment is verified)',
        params: {
          type: 'object',
          properties: { id_team: { type: 'integer' }, user_id: { type: 'integer' } },
        },
      },
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const who = Number(request.params.user_id);
      await removeMember(ctx, id, currentAuth(request).user.id, who);
      return ok(reply, await detail(id));
    },
  );

  app.post<{ Params: { id_team: string } }>(
    `${base}/:id_team/leader`,
    {
      preHandler,
      schema: { tags, security, params: teamParam, summary: 'Hand leadership to a member' },
    },
    async (request, reply) => {
      const id = positiveId(request.params.id_team);
      const input = await validate(transferSchema, request.body ?? {});
      await transferLeadership(ctx, id, currentAuth(request).user.id, input.user_id);
      return ok(reply, await detail(id));
    },
  );
}
