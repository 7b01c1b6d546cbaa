import { eventEntryResponse, ticketResponse } from '@gcw/shared/contract';
import type { EventEntry } from '@gcw/shared/contract';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { object, string } from 'yup';

import { currentAuth } from '../../core/auth/guard';
import { seminarTickets } from '../../core/db/schema/events';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { toTicket } from '../../domain/seminar/tickets';
import { findTicket, registerSeminar } from './service';

const tags = ['seminar'];

export const seminarRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(
    '/registration',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Register for the seminar (individual); issues a ticket',
        response: { status: 201, data: eventEntryResponse },
      }),
    },
    async (request, reply) => {
      const row = await registerSeminar(ctx, currentAuth(request).user);
      const entry: EventEntry = {
        name: 'Seminar',
        status: 'Registered',
        ticket: toTicket(ctx, row),
      };
      return ok(reply, entry, 201);
    },
  );

  app.get(
    '/ticket',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "The caller's seminar ticket",
        response: { data: ticketResponse },
      }),
    },
    async (request, reply) => {
      const row = await findTicket(ctx, currentAuth(request).user.id);
      if (!row) throw notFound('Anda belum memiliki tiket seminar.');
      return ok(reply, toTicket(ctx, row));
    },
  );

  // No bearer token: an <img> cannot send one. The signed ticket in the path is the capability.
  app.get(
    '/qr/:code',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'QR code PNG of a signed ticket (the URL is the qr_code_url of a ticket)',
        params: object({ code: string().label('code').required().max(512) }),
        response: { media: ['image/png'] },
      }),
    },
    async (request, reply) => {
      const ticketId = ctx.tickets.open(request.params.code);
      if (!ticketId) throw notFound('Tiket tidak ditemukan.');
      const [row] = await ctx.db
        .select({ id: seminarTickets.ticketId })
        .from(seminarTickets)
        .where(and(eq(seminarTickets.ticketId, ticketId), isNull(seminarTickets.cancelledAt)));
      if (!row) throw notFound('Tiket tidak ditemukan.');
      const png = await QRCode.toBuffer(ctx.tickets.sign(ticketId), {
        type: 'png',
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 320,
      });
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(png);
    },
  );
};
