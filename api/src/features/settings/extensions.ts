import { EXTENDABLE_WINDOWS } from '@gcw/shared/contract';
import type { DeadlineExtension, ExtendableWindow } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Db } from '../../core/db/client';
import { deadlineExtensions } from '../../core/db/schema/settings';
import { teams } from '../../core/db/schema/teams';
import { badRequest, notFound } from '../../core/http-error';
import { storableTime } from '../../core/schema/stored-range';
import { obj } from '../../domain/settings/fields';
import { DEADLINE_IN_PAST, NOT_A_DATE, SETTINGS_INVALID } from '../../domain/settings/messages';

export async function teamExtensions(db: Db, teamId: number): Promise<DeadlineExtension[]> {
  const rows = await db
    .select()
    .from(deadlineExtensions)
    .where(eq(deadlineExtensions.teamId, teamId));
  return rows.map((row) => ({
    team_id: row.teamId,
    window: row.window as ExtendableWindow,
    until: row.until.toISOString(),
  }));
}

function parseExtension(raw: unknown): { window: ExtendableWindow; until: Date | null } {
  const input = obj(raw);
  const window = input.window as ExtendableWindow;
  if (!EXTENDABLE_WINDOWS.includes(window))
    throw badRequest(SETTINGS_INVALID, { window: 'Pilih tahap yang diperpanjang' });
  if (input.until === null) return { window, until: null };
  const ms = typeof input.until === 'string' ? storableTime(input.until) : NaN;
  if (Number.isNaN(ms)) throw badRequest(NOT_A_DATE, { until: NOT_A_DATE });
  if (ms < Date.now()) throw badRequest(DEADLINE_IN_PAST, { until: DEADLINE_IN_PAST });
  return { window, until: new Date(ms) };
}

/** Gives (or with `until: null` takes back) one team more time in one window; audited. */
export async function setExtension(
  ctx: AppContext,
  adminId: number,
  teamId: number,
  raw: unknown,
): Promise<DeadlineExtension[]> {
  const { window, until } = parseExtension(raw);
  await ctx.db.transaction(async (tx) => {
    const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
    if (!team)
      throw notFound('Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.');
    const match = and(eq(deadlineExtensions.teamId, teamId), eq(deadlineExtensions.window, window));
    const [old] = await tx.select().from(deadlineExtensions).where(match).for('update');
    if (until) {
      const values = { teamId, window, until, grantedBy: adminId, createdAt: new Date() };
      await tx
        .insert(deadlineExtensions)
        .values(values)
        .onConflictDoUpdate({
          target: [deadlineExtensions.teamId, deadlineExtensions.window],
          set: values,
        });
    } else {
      await tx.delete(deadlineExtensions).where(match);
    }
    await recordAudit(
      tx,
      adminId,
      'team.deadline.extend',
      { type: 'team', id: teamId },
      {
        window,
        old: old?.until.toISOString() ?? null,
        new: until?.toISOString() ?? null,
      },
    );
  });
  return teamExtensions(ctx.db, teamId);
}
