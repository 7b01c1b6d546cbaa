import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../core/context';
import { eventRegistrations, seminarTickets } from '../../core/db/schema/events';
import { teamMembers } from '../../core/db/schema/teams';
import { ok } from '../../core/reply';
import { currentAuth, requireUser } from '../auth/guard';
import { toTicket } from '../seminar/service';
import { API_BASE_PATH, EVENT_NAMES, normalizeEventStatus } from '@gcw/shared/contract';
import type { EventsData } from '@gcw/shared/contract';

export async function eventsOf(ctx: AppContext, userId: number): Promise<EventsData> {
  const [registrations, tickets, membership] = await Promise.all([
    ctx.db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, userId)),
    ctx.db.select().from(seminarTickets).where(eq(seminarTickets.userId, userId)),
    ctx.db
      .select({ teamId: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, userId)),
  ]);
  const ticket = tickets[0] ? toTicket(ctx, tickets[0]) : null;
  return {
    // All three events, always in SPEC order; no row means Unregistered.
    events: EVENT_NAMES.map((name) => ({
      name,
      status: normalizeEventStatus(registrations.find((r) => r.event === name)?.status),
      ticket: name === 'Seminar' ? ticket : null,
    })),
    id_team: membership[0]?.teamId ?? null,
  };
}

export function eventsRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    `${API_BASE_PATH}/profile/events`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['profile'],
        security: [{ bearer: [] }],
        summary: 'Status of the three events and the team id',
      },
    },
    async (request, reply) => ok(reply, await eventsOf(ctx, currentAuth(request).user.id)),
  );
}
