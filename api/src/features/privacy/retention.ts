import { STORED_FILE_PREFIX } from '@gcw/shared/contract';
import type { RetentionRun } from '@gcw/shared/contract';
import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { auditLog } from '../../core/db/schema/audit';
import { committeeMembers, fileAccessLog } from '../../core/db/schema/committee';
import {
  doorSyncItems,
  eventRegistrations,
  seminarTickets,
  stageSubmissions,
} from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { mailOutbox } from '../../core/db/schema/mail';
import { dataExports, retentionRuns } from '../../core/db/schema/privacy';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { eraseAccount } from '../../domain/privacy/erase-account';
import { removeStored } from '../../domain/privacy/remove-stored';
import { daysBefore, isPast, retentionClock } from '../../domain/privacy/retention-settings';

/**
 * Removes what is past its time (the periods of the privacy notice) and records what it removed.
 * Every step deletes by a condition that stays true, so a second run removes nothing more.
 */
export async function runRetention(ctx: AppContext, now = new Date()): Promise<RetentionRun> {
  const clock = await retentionClock(ctx.db, ctx.config);
  const s = clock.settings;
  const keys: string[] = [];
  const mailIds: number[] = [];
  const eventEnd = clock.eventEnd;
  /**
   * Removes the event's files of one kind: those stored before the event ended (a file stored
   * later belongs to a next edition whose final day is not set yet). The rows that point at them
   * let go first, in the same transaction.
   */
  const purge = async (purpose: string, unlink: (tx: Tx, ids: string[]) => Promise<unknown>) =>
    ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.purpose, purpose), lte(files.createdAt, eventEnd!)));
      const ids = due.map((f) => f.id);
      if (ids.length === 0) return 0;
      await unlink(tx, ids);
      const rows = await tx
        .delete(files)
        .where(inArray(files.id, ids))
        .returning({ key: files.storageKey });
      keys.push(...rows.map((r) => r.key));
      return rows.length;
    });
  let documents = 0;
  if (isPast(clock, s.documents_days, now)) {
    documents = await purge('socmed-document', (tx, ids) =>
      tx
        .update(users)
        .set({ socmedDocument: null })
        .where(
          inArray(
            users.socmedDocument,
            ids.map((id) => `${STORED_FILE_PREFIX}${id}`),
          ),
        ),
    );
  }
  let paymentProofs = 0;
  if (isPast(clock, s.payment_proofs_days, now)) {
    paymentProofs = await purge('payment-proof', (tx, ids) =>
      tx.update(teams).set({ paymentFileId: null }).where(inArray(teams.paymentFileId, ids)),
    );
  }
  let submissions = 0;
  if (isPast(clock, s.submissions_days, now)) {
    // Video links (no file) go with the proposals: both are the event's submissions.
    const links = await ctx.db
      .delete(stageSubmissions)
      .where(and(isNull(stageSubmissions.fileId), lte(stageSubmissions.submittedAt, eventEnd!)))
      .returning({ team: stageSubmissions.teamId });
    const proposals = await purge('proposal', (tx, ids) =>
      tx.delete(stageSubmissions).where(inArray(stageSubmissions.fileId, ids)),
    );
    submissions = links.length + proposals;
  }
  let logEntries = 0;
  if (isPast(clock, s.logs_days, now)) {
    const before = daysBefore(now, s.logs_days);
    logEntries += (
      await ctx.db
        .delete(auditLog)
        .where(lt(auditLog.createdAt, before))
        .returning({ id: auditLog.id })
    ).length;
    logEntries += (
      await ctx.db
        .delete(fileAccessLog)
        .where(lt(fileAccessLog.viewedAt, before))
        .returning({ id: fileAccessLog.id })
    ).length;
    logEntries += (
      await ctx.db
        .delete(doorSyncItems)
        .where(lt(doorSyncItems.syncedAt, before))
        .returning({ id: doorSyncItems.clientId })
    ).length;
    const mails = await ctx.db
      .delete(mailOutbox)
      .where(and(lt(mailOutbox.createdAt, before), ne(mailOutbox.state, 'pending')))
      .returning({ id: mailOutbox.id });
    mailIds.push(...mails.map((m) => m.id));
    logEntries += mails.length;
  }
  const accounts = await eraseUnfinished(ctx, daysBefore(now, s.unfinished_accounts_days));
  const archives = await ctx.db
    .delete(dataExports)
    .where(
      or(
        lt(dataExports.expiresAt, now),
        and(ne(dataExports.status, 'ready'), lt(dataExports.requestedAt, daysBefore(now, 1))),
      ),
    )
    .returning({ key: dataExports.storageKey });
  keys.push(...archives.map((a) => a.key).filter((k): k is string => !!k));
  await removeStored(ctx, keys, mailIds);
  const [run] = await ctx.db
    .insert(retentionRuns)
    .values({
      documents,
      paymentProofs,
      submissions,
      logEntries,
      accounts,
      exports: archives.length,
    })
    .returning();
  await ctx.db.insert(auditLog).values({
    adminId: null,
    action: 'retention.run',
    targetType: 'retention',
    targetId: String(run!.id),
    detail: {
      documents,
      payment_proofs: paymentProofs,
      submissions,
      log_entries: logEntries,
      accounts,
      exports: archives.length,
    },
  });
  return toRetentionRun(run!);
}

/** Participants who signed up before `before` and never finished: no profile, no team, event or ticket. */
async function eraseUnfinished(ctx: AppContext, before: Date): Promise<number> {
  const stale = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'participant'),
        isNull(users.erasedAt),
        lt(users.createdAt, before),
        eq(users.profileHasUpdated, false),
        sql`not exists (select 1 from ${teamMembers} where ${teamMembers.userId} = ${users.id})`,
        sql`not exists (select 1 from ${eventRegistrations} where ${eventRegistrations.userId} = ${users.id})`,
        sql`not exists (select 1 from ${seminarTickets} where ${seminarTickets.userId} = ${users.id})`,
        sql`not exists (select 1 from ${committeeMembers} where ${committeeMembers.userId} = ${users.id})`,
      ),
    )
    .limit(1000);
  let erased = 0;
  for (const { id } of stale) {
    await eraseAccount(ctx, id, { kind: 'retention' }).then(
      () => (erased += 1),
      (error: unknown) =>
        ctx.background.log.warn({ err: error, userId: id }, 'retention: account not erased'),
    );
  }
  return erased;
}

export function toRetentionRun(row: typeof retentionRuns.$inferSelect): RetentionRun {
  return {
    id: row.id,
    ran_at: row.ranAt.toISOString(),
    documents: row.documents,
    payment_proofs: row.paymentProofs,
    submissions: row.submissions,
    log_entries: row.logEntries,
    accounts: row.accounts,
    exports: row.exports,
  };
}

/** Runs the job every RETENTION_INTERVAL seconds; an instance skips a round another one just ran. */
export function scheduleRetention(ctx: AppContext): () => void {
  const intervalS = ctx.config.retentionIntervalS;
  if (intervalS === 0) return () => {};
  const timer = setInterval(() => {
    ctx.background.run('retention', async () => {
      const [last] = await ctx.db
        .select({ ranAt: retentionRuns.ranAt })
        .from(retentionRuns)
        .orderBy(sql`${retentionRuns.id} desc`)
        .limit(1);
      if (last && Date.now() - last.ranAt.getTime() < (intervalS * 1000) / 2) return;
      const run = await runRetention(ctx);
      ctx.background.log.info(run, 'retention ran');
    });
  }, intervalS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
