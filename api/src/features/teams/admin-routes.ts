import {
  adminTeamsPageResponse,
  bulkTeamStatusResponse,
  bulkTeamStatusSchema,
  COMPETITION_TYPES,
  EVENT_STATUSES,
  isCompetitionType,
  PAYMENT_STATUSES,
  paymentReviewSchema,
  teamDetailResponse,
  teamStatusSchema,
} from '@gcw/shared/contract';
import type { CompetitionType, EventStatus, PaymentStatus } from '@gcw/shared/contract';
import type { FastifyRequest } from 'fastify';
import { object, string } from 'yup';

import { requireGrant } from '../../core/auth/grants';
import { currentAuth } from '../../core/auth/guard';
import { badRequest, notFound } from '../../core/http-error';
import { streamCsv } from '../../core/list/csv';
import { listQuerySchema, parseList } from '../../core/list/list-query';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { requireTeamsGrant } from '../../domain/teams/competitions-of';
import { teamDetail } from '../../domain/teams/detail';
import { decidePayment, setTeamStatus } from './admin-actions';
import { TEAM_CSV_HEADER, listTeams, teamCsvRow, teamFilters, teamSortable } from './admin-list';

const tags = ['admin'];
const idParam = idParams('id');
function eventTypeOf(raw: string): CompetitionType {
  if (!isCompetitionType(raw)) throw notFound('Kompetisi tidak dikenal.');
  return raw;
}

function teamId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw notFound('Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.');
  return id;
}

export const adminTeamRoutes: RoutePlugin = async (app, { ctx }) => {
  const querystring = listQuerySchema(
    { status: [...EVENT_STATUSES], payment_status: [...PAYMENT_STATUSES] },
    Object.keys(teamSortable),
  );
  /** One competition's teams under the list query's filters, sort and page (or a fixed window). */
  const filteredTeams = async (
    request: FastifyRequest<{
      Params: { event_type: string };
      Querystring: Record<string, unknown>;
    }>,
    limit?: number,
    offset?: number,
  ) => {
    const eventType = eventTypeOf(request.params.event_type);
    requireGrant(request, ['teams.manage', 'payments.verify'], eventType);
    const params = parseList(request.query, teamSortable, '-created_at');
    const filters = teamFilters(eventType, request.query, params.search);
    return listTeams(ctx, params, filters, limit, offset);
  };
  // An event with no teams (the seminar, anything else) is a list that does not exist: 404.
  const eventParam = object({
    event_type: string()
      .label('Kompetisi')
      .required()
      .max(64)
      .meta({
        jsonSchema: { description: `${COMPETITION_TYPES.join(' or ')}; anything else answers 404` },
      }),
  });

  app.get(
    '/:event_type',
    {
      schema: routeSchema({
        tags,
        access: { permission: ['teams.manage', 'payments.verify'] },
        params: eventParam,
        querystring,
        summary: 'Teams of one competition with members and proof of payment',
        response: { data: adminTeamsPageResponse },
      }),
    },
    async (request, reply) => ok(reply, await filteredTeams(request)),
  );

  app.get(
    '/:event_type/export',
    {
      schema: routeSchema({
        tags,
        access: { permission: ['teams.manage', 'payments.verify'] },
        params: eventParam,
        querystring,
        summary: 'Teams as CSV: every row of the same filters, streamed (UTF-8 with BOM, WIB)',
        response: { media: ['text/csv'] },
      }),
    },
    async (request, reply) => {
      const eventType = eventTypeOf(request.params.event_type);
      return streamCsv(reply, `tim-${eventType}`, TEAM_CSV_HEADER, async (offset, limit) =>
        (await filteredTeams(request, limit, offset)).items.map(teamCsvRow),
      );
    },
  );

  app.post(
    '/:id/payment',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'payments.verify' },
        params: idParam,
        summary:
          'Verify or reject the proof of payment it names (reason required to reject; 409 if replaced since)',
        body: paymentReviewSchema,
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = teamId(request.params.id);
      await requireTeamsGrant(ctx.db, request, 'payments.verify', [id]);
      const input = request.body;
      await decidePayment(ctx, currentAuth(request).user.id, id, {
        action: input.action,
        reason: input.reason ?? null,
        proofUrl: input.bukti_pembayaran_url,
        expectedStatus: input.expected_payment_status as PaymentStatus | undefined,
      });
      return ok(reply, await teamDetail(ctx, id));
    },
  );

  app.post(
    '/:id/status',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'teams.manage' },
        params: idParam,
        summary: 'Set the status of the team and all its members',
        body: teamStatusSchema,
        response: { data: teamDetailResponse },
      }),
    },
    async (request, reply) => {
      const id = teamId(request.params.id);
      await requireTeamsGrant(ctx.db, request, 'teams.manage', [id]);
      const input = request.body;
      const expected = input.expected_status as EventStatus | undefined;
      await setTeamStatus(ctx, currentAuth(request).user.id, [id], input.status, expected);
      return ok(reply, await teamDetail(ctx, id));
    },
  );

  app.post(
    '/status',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'teams.manage' },
        summary: 'Set one status on many teams (all or nothing)',
        body: bulkTeamStatusSchema,
        response: { data: bulkTeamStatusResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      if (input.ids.some((id) => !Number.isSafeInteger(id)))
        throw badRequest('Daftar tim harus berisi id bilangan bulat');
      await requireTeamsGrant(ctx.db, request, 'teams.manage', input.ids);
      const updated = await setTeamStatus(
        ctx,
        currentAuth(request).user.id,
        input.ids,
        input.status,
        input.expected_status as EventStatus | undefined,
      );
      return ok(reply, { updated, status: input.status });
    },
  );
};
