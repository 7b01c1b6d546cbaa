import { eventEntryResponse } from '@gcw/shared/contract';
import type { EventEntry } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { NO_SEAT } from '../../domain/seminar/messages';
import { readSeminar } from '../../domain/settings/store';
import { seminarCalendar } from './calendar';
import { cancelSeat } from './cancel';
import { findTicket } from './service';

const tags = ['seminar'];

/** What a ticket holder does with the seat: put it in a calendar, or give it back. */
export const seminarSeatRoutes: RoutePlugin = async (app, { ctx }) => {
  app.delete(
    '/registration',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary:
          "Cancel the caller's seat until the cut-off (403 with Reason window-closed after it); the seat is free again",
        response: { data: eventEntryResponse },
      }),
    },
    async (request, reply) => {
      await cancelSeat(ctx, currentAuth(request).user);
      const entry: EventEntry = { name: 'Seminar', status: 'Unregistered', ticket: null };
      return ok(reply, entry);
    },
  );

  // Behind the bearer token: the file names its holder, so only the holder gets it.
  app.get(
    '/ticket.ics',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "The caller's seminar ticket as an iCalendar file (409 while no date is set)",
        response: { media: ['text/calendar'] },
      }),
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const ticket = await findTicket(ctx, user.id);
      if (!ticket) throw notFound(NO_SEAT);
      const calendar = seminarCalendar({
        ticketId: ticket.ticketId,
        holder: user.name,
        seminar: await readSeminar(ctx.db),
        eventName: ctx.config.eventName,
        ticketPage: `${ctx.config.appOrigin}/dashboard/seminar`,
        uidDomain: new URL(ctx.config.appOrigin).hostname,
      });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="seminar-${ticket.ticketId}.ics"`)
        .header('Cache-Control', 'private, no-store')
        .send(calendar);
    },
  );
};
