import {
  adminSeminarEntryResponse,
  adminSeminarPageResponse,
  doorCheckInSchema,
} from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { badRequest } from '../../core/http-error';
import { listQuerySchema } from '../../core/list/list-query';
import { listedWithExport } from '../../core/list/listed-with-export';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { ticketIdOf } from '../../domain/seminar/tickets';
import {
  SEMINAR_CSV_HEADER,
  checkIn,
  listSeminar,
  seminarCsvRow,
  seminarFilters,
  seminarSortable,
} from './admin-registrations';

const tags = ['admin'];

export const adminSeminarRoutes: RoutePlugin = async (app, { ctx }) => {
  const querystring = listQuerySchema(
    { checked_in: ['true', 'false'] },
    Object.keys(seminarSortable),
  );

  listedWithExport(app, ctx, {
    base: '',
    tags,
    access: { permission: 'seminar.manage' },
    querystring,
    sortable: seminarSortable,
    defaultSort: '-issued_at',
    filters: (query, params) => seminarFilters(query, params.search),
    list: listSeminar,
    page: { summary: 'Seminar registrations (tickets)', data: adminSeminarPageResponse },
    csv: {
      summary: 'Seminar registrations as CSV: every row of the filter, streamed (UTF-8 BOM, WIB)',
      file: 'seminar',
      header: SEMINAR_CSV_HEADER,
      row: seminarCsvRow,
    },
  });

  app.post(
    '/check-in',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'door.check_in' },
        summary:
          'Check a ticket in: the scanned QR text (GCW2.<id>.<signature>, or the older GCW1.<id>.<mac>) or a typed ticket_id, at the door named (optional)',
        body: doorCheckInSchema,
        response: { data: adminSeminarEntryResponse },
      }),
    },
    async (request, reply) => {
      const { ticket, door } = request.body;
      const ticketId = ticketIdOf(ctx, ticket);
      if (!ticketId) throw badRequest('Tiket tidak valid', { ticket: 'Tiket tidak valid' });
      return ok(reply, await checkIn(ctx, currentAuth(request).user.id, ticketId, door || null));
    },
  );
};
