import type { AdminSeminarEntry, CheckInRefusal, Page } from '@gcw/shared/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { seminarTickets } from '../../core/db/schema/events';
import { users } from '../../core/db/schema/users';
import { HttpError, notFound } from '../../core/http-error';
import { wibTime } from '../../core/list/csv';
import { boolFilter, likePattern } from '../../core/list/list-query';
import type { ListParams } from '../../core/list/list-query';
import { admitTicket } from '../../domain/seminar/admission';
import { TICKET_CANCELLED } from '../../domain/seminar/messages';
import { teamsOfUsers } from '../../domain/teams/team-names';

export const seminarSortable = {
  issued_at: seminarTickets.issuedAt,
  name: users.name,
  checked_in_at: seminarTickets.checkedInAt,
};

export function seminarFilters(
  query: Record<string, unknown>,
  search: string | null,
): SQL | undefined {
  const checkedIn = boolFilter(query.checked_in, 'checked_in');
  const pattern = search ? likePattern(search) : null;
  return and(
    checkedIn === null
      ? undefined
      : checkedIn
        ? isNotNull(seminarTickets.checkedInAt)
        : isNull(seminarTickets.checkedInAt),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(seminarTickets.ticketId, pattern),
          ilike(users.institusi, pattern),
        )
      : undefined,
  );
}

type Row = { ticket: typeof seminarTickets.$inferSelect; user: typeof users.$inferSelect };

const toRegistration = ({ ticket, user }: Row, teamName: string | null): AdminSeminarEntry => ({
  ticket_id: ticket.ticketId,
  type: ticket.type,
  issued_at: ticket.issuedAt.toISOString(),
  valid_until: ticket.validUntil.toISOString(),
  checked_in_at: ticket.checkedInAt?.toISOString() ?? null,
  cancelled_at: ticket.cancelledAt?.toISOString() ?? null,
  user: {
    id: user.id,
    name: user.name,
    email: user.email,
    institusi: user.institusi,
    nim: user.nim,
    phone: user.phone,
  },
  team_name: teamName,
});

export async function listSeminar(
  ctx: AppContext,
  params: ListParams,
  where: SQL | undefined,
  limit = params.pageSize,
  offset = params.offset,
): Promise<Page<AdminSeminarEntry>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ ticket: seminarTickets, user: users })
      .from(seminarTickets)
      .innerJoin(users, eq(users.id, seminarTickets.userId))
      .where(where)
      .orderBy(params.orderBy, desc(seminarTickets.ticketId))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(seminarTickets)
      .innerJoin(users, eq(users.id, seminarTickets.userId))
      .where(where),
  ]);
  const teamOf = await teamsOfUsers(
    ctx.db,
    rows.map((r) => r.user.id),
  );
  return {
    items: rows.map((row) => toRegistration(row, teamOf.get(row.user.id)?.name ?? null)),
    page: params.page,
    page_size: params.pageSize,
    total: total?.n ?? 0,
  };
}

/** A 409 the check-in desk reads by its fields (CheckInRefusalBody), not by its text. */
function refused(message: string, reason: CheckInRefusal, extra: Record<string, string> = {}) {
  return new HttpError(409, message, undefined, { Reason: reason, ...extra });
}

/** A ticket is admitted once: a second scan, an expired or an unknown ticket is refused. */
export async function checkIn(
  ctx: AppContext,
  adminId: number,
  ticketId: string,
  door: string | null = null,
): Promise<AdminSeminarEntry> {
  return ctx.db.transaction(async (tx) => {
    const admission = await admitTicket(tx, { ticketId, adminId, door, at: new Date() });
    switch (admission.status) {
      case 'unknown':
        throw notFound('Tiket tidak ditemukan.');
      case 'cancelled':
        throw refused(TICKET_CANCELLED, 'ticket-cancelled');
      case 'expired':
        throw refused('Tiket sudah kedaluwarsa.', 'ticket-expired');
      case 'used': {
        const usedAt = admission.ticket.checkedInAt!.toISOString();
        const usedDoor = admission.ticket.checkedInDoor;
        throw refused(`Tiket sudah dipakai masuk pada ${usedAt}`, 'ticket-used', {
          UsedAt: usedAt,
          ...(usedDoor ? { UsedDoor: usedDoor } : {}),
        });
      }
    }
    const teamOf = await teamsOfUsers(tx, [admission.user.id]);
    return toRegistration(admission, teamOf.get(admission.user.id)?.name ?? null);
  });
}

export const SEMINAR_CSV_HEADER = [
  'ID tiket',
  'Jenis',
  'Diterbitkan (WIB)',
  'Berlaku sampai (WIB)',
  'Check-in (WIB)',
  'Dibatalkan (WIB)',
  'ID pengguna',
  'Nama',
  'E-mail',
  'Institusi',
  'NIM',
  'Telepon',
  'Tim',
];

export const seminarCsvRow = (r: AdminSeminarEntry) => [
  r.ticket_id,
  r.type,
  wibTime(r.issued_at),
  wibTime(r.valid_until),
  wibTime(r.checked_in_at),
  wibTime(r.cancelled_at),
  r.user.id,
  r.user.name,
  r.user.email,
  r.user.institusi,
  r.user.nim,
  r.user.phone,
  r.team_name ?? null,
];
