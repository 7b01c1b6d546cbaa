import {
  CERTIFICATE_KIND_LABELS,
  CERTIFICATE_NOTIFICATION_KIND,
  COMPETITION_EVENT_NAME,
  certificateTemplateParts,
} from '@gcw/shared/contract';
import type { CertificateTemplateKey } from '@gcw/shared/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import {
  certificateJobItems,
  certificateJobs,
  certificates,
} from '../../core/db/schema/certificates';
import type { CertificateJobRow } from '../../core/db/schema/certificates';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { PollLoop } from '../../core/poll-loop';
import { notify } from '../../domain/notifications/notify';
import { newCertificateCode } from './codes';
import { eventNameOf, ROLE_TEXTS } from './texts';

/** Recipients per transaction: certificate rows, bell items and mails commit together. */
export const ISSUE_BATCH = 100;
const POLL_MS = 5_000;

/**
 * Issues the pending rows of certificate jobs. A claim is `FOR UPDATE SKIP LOCKED` inside the
 * batch's transaction, so two processes never issue one row and a process that dies mid-batch
 * leaves its rows pending (the transaction rolls back) for the next run. Nothing is drawn here:
 * the PDF is drawn from the certificate row at each download.
 */
export class CertificateWorker {
  private readonly loop: PollLoop;

  constructor(
    private readonly ctx: Omit<AppContext, 'certificates' | 'exports'>,
    log: FastifyBaseLogger,
  ) {
    this.loop = new PollLoop({
      name: 'certificate worker: batch failed',
      log,
      pollMs: POLL_MS,
      step: async () => (await this.tick()) > 0,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** After a job was queued: issue now rather than at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Resolves once nothing is pending (tests and the benchmark wait for a job this way). */
  async drain(): Promise<void> {
    while ((await this.tick()) > 0);
  }

  /** Issues one batch; answers how many rows it settled. */
  async tick(): Promise<number> {
    const settled = await this.ctx.db.transaction(async (tx) => {
      const items = await tx
        .select()
        .from(certificateJobItems)
        .where(eq(certificateJobItems.state, 'pending'))
        .orderBy(certificateJobItems.id)
        .limit(ISSUE_BATCH)
        .for('update', { skipLocked: true });
      if (items.length === 0) return 0;
      const jobIds = [...new Set(items.map((i) => i.jobId))];
      const jobs = await tx
        .select()
        .from(certificateJobs)
        .where(inArray(certificateJobs.id, jobIds));
      for (const job of jobs)
        await this.issue(
          tx,
          job,
          items.filter((i) => i.jobId === job.id),
        );
      return items.length;
    });
    if (settled > 0) this.ctx.mail.wake();
    return settled;
  }

  private async issue(
    tx: Tx,
    job: CertificateJobRow,
    items: (typeof certificateJobItems.$inferSelect)[],
  ): Promise<void> {
    const key = job.templateKey as CertificateTemplateKey;
    const { kind, competition } = certificateTemplateParts(key);
    const people = await tx
      .select({ id: users.id, name: users.name, institusi: users.institusi })
      .from(users)
      .where(
        inArray(
          users.id,
          items.map((i) => i.userId),
        ),
      );
    const byUser = new Map(people.map((p) => [p.id, p]));
    const teamIds = items.map((i) => i.teamId).filter((id): id is number => id !== null);
    const teamRows = teamIds.length
      ? await tx
          .select({ id: teams.id, name: teams.teamName })
          .from(teams)
          .where(inArray(teams.id, teamIds))
      : [];
    const teamName = new Map(teamRows.map((t) => [t.id, t.name]));
    const eventName = eventNameOf(competition, this.ctx.config.eventName);
    const rows = items.map((item) => {
      const person = byUser.get(item.userId)!;
      return {
        code: newCertificateCode(),
        userId: item.userId,
        jobId: job.id,
        templateKey: key,
        kind,
        competition,
        recipientName: person.name.normalize('NFC'),
        institusi: person.institusi,
        eventName,
        eventDate: job.template.eventDate,
        roleText: ROLE_TEXTS[kind],
        teamId: item.teamId,
        teamName: item.teamId === null ? null : (teamName.get(item.teamId) ?? null),
      };
    });
    // A person who got one of this key meanwhile (another job) is skipped by the unique index.
    const inserted = await tx
      .insert(certificates)
      .values(rows)
      .onConflictDoNothing()
      .returning({ code: certificates.code, userId: certificates.userId });
    const issued = new Map(inserted.map((r) => [r.userId, r.code]));
    // Two statements for the whole batch: the issued rows take their code from the new rows.
    const ids = items.map((i) => i.id);
    await tx.execute(sql`
      update certificate_job_items i set state = 'issued', certificate_code = c.code
      from certificates c
      where i.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and c.job_id = i.job_id and c.user_id = i.user_id`);
    await tx
      .update(certificateJobItems)
      .set({ state: 'failed', error: 'Sudah memiliki sertifikat yang sah untuk templat ini.' })
      .where(and(inArray(certificateJobItems.id, ids), eq(certificateJobItems.state, 'pending')));
    await notify(this.ctx as AppContext, tx, [...issued.keys()], {
      kind: CERTIFICATE_NOTIFICATION_KIND,
      event: competition ? COMPETITION_EVENT_NAME[competition] : 'Seminar',
      title: 'E-sertifikat Anda sudah terbit',
      body: `E-sertifikat ${CERTIFICATE_KIND_LABELS[kind]} ${eventName} atas nama Anda sudah terbit. Unduh PDF-nya dari halaman Sertifikat di dasbor.`,
      link: '/dashboard/sertifikat',
      eventId: `certificate-job-${job.id}`,
    });
    const failed = items.length - issued.size;
    // Finished when none of its rows is pending any more (a deleted account removes its row,
    // so the counters alone could fall short of the total for ever).
    const over = sql`not exists (select 1 from certificate_job_items p where p.job_id = ${job.id} and p.state = 'pending')`;
    await tx
      .update(certificateJobs)
      .set({
        done: sql`${certificateJobs.done} + ${issued.size}`,
        failed: sql`${certificateJobs.failed} + ${failed}`,
        status: sql`case when ${over} then (case when ${certificateJobs.done} + ${issued.size} = 0 then 'failed' else 'done' end) else 'running' end`,
        finishedAt: sql`case when ${over} then now() else null end`,
      })
      .where(eq(certificateJobs.id, job.id));
  }
}
