import {
  COMPETITION_LABELS,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@gcw/shared/contract';
import type { CompetitionType, Page, TeamDetail } from '@gcw/shared/contract';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { teams } from '../../core/db/schema/teams';
import { wibTime } from '../../core/list/csv';
import { likePattern, oneOf } from '../../core/list/list-query';
import type { ListParams } from '../../core/list/list-query';
import { teamDetails } from '../../domain/teams/detail';

export const teamSortable = {
  created_at: teams.createdAt,
  team_name: teams.teamName,
  member_count: teams.memberCount,
};

export function teamFilters(
  eventType: CompetitionType,
  query: Record<string, unknown>,
  search: string | null,
): SQL | undefined {
  const status = oneOf(query.status, EVENT_STATUSES, 'status');
  const payment = oneOf(query.payment_status, PAYMENT_STATUSES, 'payment_status');
  const pattern = search ? likePattern(search) : null;
  return and(
    eq(teams.eventType, eventType),
    status ? eq(teams.status, status) : undefined,
    payment ? eq(teams.paymentStatus, payment) : undefined,
    pattern
      ? or(
          ilike(teams.teamName, pattern),
          ilike(teams.joinCode, pattern),
          ilike(teams.institusi, pattern),
          ilike(teams.supervisor, pattern),
        )
      : undefined,
  );
}

export async function listTeams(
  ctx: AppContext,
  params: ListParams,
  where: SQL | undefined,
  limit = params.pageSize,
  offset = params.offset,
): Promise<Page<TeamDetail>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(teams)
      .where(where)
      .orderBy(params.orderBy, desc(teams.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(teams).where(where),
  ]);
  return {
    items: await teamDetails(ctx, rows),
    page: params.page,
    page_size: params.pageSize,
    total: total?.n ?? 0,
  };
}

export const TEAM_CSV_HEADER = [
  'ID',
  'Nama tim',
  'Kompetisi',
  'Tahap',
  'Status pembayaran',
  'Catatan pembayaran',
  'Institusi',
  'Pembimbing',
  'NIDN pembimbing',
  'Kode gabung',
  'Jumlah anggota',
  'E-mail ketua',
  'Anggota',
  'Bukti pembayaran',
  'Dibuat (WIB)',
];

export const teamCsvRow = (t: TeamDetail) => [
  t.id,
  t.team_name,
  COMPETITION_LABELS[t.event_type] ?? t.event_type,
  EVENT_STATUS_LABELS[t.status] ?? t.status,
  PAYMENT_STATUS_LABELS[t.payment_status] ?? t.payment_status,
  t.payment_note,
  t.institusi,
  t.supervisor,
  t.supervisor_nidn,
  t.join_code,
  t.member_count,
  t.members.find((m) => m.is_leader)?.email ?? '',
  t.members.map((m) => `${m.name} <${m.email}>`).join('; '),
  t.bukti_pembayaran_url,
  wibTime(t.created_at),
];
