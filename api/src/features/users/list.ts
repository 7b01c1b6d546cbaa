import type { AdminUser, Page } from '@gcw/shared/contract';
import { ADMIN_ROLE } from '@gcw/shared/contract';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { wibTime, yesNo } from '../../core/list/csv';
import { boolFilter, likePattern, oneOf } from '../../core/list/list-query';
import type { ListParams } from '../../core/list/list-query';
import { toUser } from '../../domain/profile/to-user';
import { teamsOfUsers } from '../../domain/teams/team-names';

export const userSortable = { created_at: users.createdAt, name: users.name, email: users.email };

export function userFilters(
  query: Record<string, unknown>,
  search: string | null,
): SQL | undefined {
  const role = oneOf(query.role, ['admin', 'participant'] as const, 'role');
  const verified = boolFilter(query.verified, 'verified');
  const completed = boolFilter(query.profile_completed, 'profile_completed');
  const pattern = search ? likePattern(search) : null;
  return and(
    role ? eq(users.role, role) : undefined,
    verified === null ? undefined : eq(users.dataHasVerified, verified),
    completed === null ? undefined : eq(users.profileHasUpdated, completed),
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          ilike(users.nim, pattern),
          ilike(users.institusi, pattern),
        )
      : undefined,
  );
}

export async function toAdminUsers(ctx: AppContext, rows: UserRow[]): Promise<AdminUser[]> {
  const teamOf = await teamsOfUsers(
    ctx.db,
    rows.map((u) => u.id),
  );
  return rows.map((row) => ({
    ...toUser(row),
    created_at: row.createdAt.toISOString(),
    id_team: teamOf.get(row.id)?.id ?? null,
    team_name: teamOf.get(row.id)?.name ?? null,
    data_version: row.dataVersion,
  }));
}

export async function listUsers(
  ctx: AppContext,
  params: ListParams,
  where: SQL | undefined,
  limit = params.pageSize,
  offset = params.offset,
): Promise<Page<AdminUser>> {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(params.orderBy, desc(users.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    items: await toAdminUsers(ctx, rows),
    page: params.page,
    page_size: params.pageSize,
    total: total?.n ?? 0,
  };
}

export const USER_CSV_HEADER = [
  'ID',
  'Nama',
  'E-mail',
  'Peran',
  'Telepon',
  'NIM',
  'Program studi',
  'Institusi',
  'Bukti media sosial',
  'Profil lengkap',
  'Data terverifikasi',
  'ID tim',
  'Nama tim',
  'Terdaftar (WIB)',
];

export const userCsvRow = (u: AdminUser) => [
  u.id,
  u.name,
  u.email,
  u.role === ADMIN_ROLE ? 'Admin' : 'Peserta',
  u.phone,
  u.nim,
  u.major,
  u.institusi,
  u.socmed_document,
  yesNo(u.profile_has_updated),
  yesNo(u.data_has_verified),
  u.id_team,
  u.team_name ?? null,
  wibTime(u.created_at),
];
