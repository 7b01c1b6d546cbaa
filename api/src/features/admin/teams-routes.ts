import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AppContext } from '../../core/context';
import { badRequest, notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireAdmin } from '../auth/guard';
import { teamDetail } from '../teams/detail';
import {
  ADMIN_API_BASE_PATH,
  EVENT_STATUSES,
  PAYMENT_STATUSES,
  isCompetitionType,
} from '@gcw/shared/contract';
import type { CompetitionType, EventStatus } from '@gcw/shared/contract';
import { sendCsv } from './csv';
import { idParam, listQueryDoc } from './docs';
import { EXPORT_MAX_ROWS, parseList } from './list-query';
import { decidePayment, setTeamStatus } from './team-actions';
import { SETTABLE, bulkSchema, paymentSchema, statusSchema } from './team-schemas';
import { TEAM_CSV_HEADER, listTeams, teamCsvRow, teamFilters, teamSortable } from './teams';

const tags = ['admin'];
const security = [{ bearer: [] }];
function eventTypeOf(raw: string): CompetitionType {
  if (!isCompetitionType(raw)) throw notFound('Unknown competition');
  return raw;
}

function teamId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Team not found');
  return id;
}

export function adminTeamRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${ADMIN_API_BASE_PATH}/teams`;
  const guard = requireAdmin(ctx);
  const querystring = listQueryDoc(
    { status: [...EVENT_STATUSES], payment_status: [...PAYMENT_STATUSES] },
    Object.keys(teamSortable),
  );
  /** One competition's teams under the list query's filters, sort and page (or a fixed window). */
  const filteredTeams = async (
    request: FastifyRequest<{ Params: { event_type: string } }>,
    limit?: number,
    offset?: number,
  ) => {
    const eventType = eventTypeOf(request.params.event_type);
    const params = await parseList(request.query, teamSortable, '-created_at');
    const filters = teamFilters(eventType, request.query as Record<string, unknown>, params.search);
    return listTeams(ctx, params, filters, limit, offset);
  };
  const eventParam = {
    type: 'object',
    properties: { event_type: { type: 'string', enum: ['hackathon', 'competitive-programming'] } },
  };

  app.get<{ Params: { event_type: string } }>(
    `${base}/:event_type`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: eventParam,
        querystring,
        summary: 'Teams of one competition with members and proof of payment',
      },
    },
    async (request, reply) => ok(reply, await filteredTeams(request)),
  );

  app.get<{ Params: { event_type: string } }>(
    `${base}/:event_type/export`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: eventParam,
        querystring,
        summary: 'Teams as CSV (same filters)',
      },
    },
    async (request, reply) => {
      const eventType = eventTypeOf(request.params.event_type);
      const page = await filteredTeams(request, EXPORT_MAX_ROWS, 0);
      return sendCsv(reply, `teams-${eventType}`, TEAM_CSV_HEADER, page.items.map(teamCsvRow));
    },
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/payment`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: idParam,
        summary: 'Verify or reject the proof of payment (reason required to reject)',
        body: {
          type: 'object',
          required: ['action'],
          properties: {
            action: { type: 'string', enum: ['verify', 'reject'] },
            reason: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const id = teamId(request.params.id);
      const input = await validate(paymentSchema, request.body);
      await decidePayment(ctx, currentAuth(request).user.id, id, {
        action: input.action,
        reason: input.reason ?? null,
      });
      return ok(reply, await teamDetail(ctx, id));
    },
  );

  app.post<{ Params: { id: string } }>(
    `${base}/:id/status`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        params: idParam,
        summary: 'Set the status of the team and all its members',
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: SETTABLE } },
        },
      },
    },
    async (request, reply) => {
      const id = teamId(request.params.id);
      const input = await validate(statusSchema, request.body);
      await setTeamStatus(ctx, currentAuth(request).user.id, [id], input.status as EventStatus);
      return ok(reply, await teamDetail(ctx, id));
    },
  );

  app.post(
    `${base}/status`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Set one status on many teams (all or nothing)',
        body: {
          type: 'object',
          required: ['ids', 'status'],
          properties: {
            ids: { type: 'array', items: { type: 'integer' }, maxItems: 500 },
            status: { type: 'string', enum: SETTABLE },
          },
        },
      },
    },
    async (request, reply) => {
      const input = await validate(bulkSchema, request.body);
      if (input.ids.some((id) => !Number.isSafeInteger(id)))
        throw badRequest('ids must be integers');
      const updated = await setTeamStatus(
        ctx,
        currentAuth(request).user.id,
        input.ids,
        input.status as EventStatus,
      );
      return ok(reply, { updated, status: input.status });
    },
  );
}
