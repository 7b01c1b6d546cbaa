import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';

import type { AppContext } from '../../core/context';
import { badRequest } from '../../core/http-error';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireAdmin } from '../auth/guard';
import { ADMIN_API_BASE_PATH } from '@gcw/shared/contract';
import { sendCsv } from './csv';
import { listQueryDoc } from './docs';
import { EXPORT_MAX_ROWS, parseList } from './list-query';
import {
  SEMINAR_CSV_HEADER,
  checkIn,
  listSeminar,
  seminarCsvRow,
  seminarFilters,
  seminarSortable,
} from './seminar';

const tags = ['admin'];
const security = [{ bearer: [] }];
const checkInSchema = object({
  ticket: string().trim().required('ticket is required').max(200, 'Invalid ticket'),
});
const TICKET_ID = /^SEM-[0-9A-F]{16}$/;

export function adminSeminarRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = `${ADMIN_API_BASE_PATH}/seminar`;
  const guard = requireAdmin(ctx);
  const querystring = listQueryDoc({ checked_in: ['true', 'false'] }, Object.keys(seminarSortable));

  app.get(
    base,
    {
      preHandler: guard,
      schema: { tags, security, querystring, summary: 'Seminar registrations (tickets)' },
    },
    async (request, reply) => {
      const params = await parseList(request.query, seminarSortable, '-issued_at');
      return ok(
        reply,
        await listSeminar(
          ctx,
          params,
          seminarFilters(request.query as Record<string, unknown>, params.search),
        ),
      );
    },
  );

  app.get(
    `${base}/export`,
    {
      preHandler: guard,
      schema: { tags, security, querystring, summary: 'Seminar registrations as CSV' },
    },
    async (request, reply) => {
      const params = await parseList(request.query, seminarSortable, '-issued_at');
      const page = await listSeminar(
        ctx,
        params,
        seminarFilters(request.query as Record<string, unknown>, params.search),
        EXPORT_MAX_ROWS,
        0,
      );
      return sendCsv(reply, 'seminar', SEMINAR_CSV_HEADER, page.items.map(seminarCsvRow));
    },
  );

  app.post(
    `${base}/check-in`,
    {
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Check a ticket in: the scanned QR text (GCW1.<id>.<mac>) or a typed ticket_id',
        body: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const { ticket } = await validate(checkInSchema, request.body);
      const ticketId = ticket.startsWith('GCW1.') ? ctx.tickets.open(ticket) : ticket.toUpperCase();
      if (!ticketId || !TICKET_ID.test(ticketId))
        throw badRequest('Invalid ticket', { ticket: 'Invalid ticket' });
      return ok(reply, await checkIn(ctx, currentAuth(request).user.id, ticketId));
    },
  );
}
