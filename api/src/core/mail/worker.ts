import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';
import type { MailRow } from '../db/schema/mail';
import { PollLoop } from '../poll-loop';
import { senderDomain } from './headers';
import { createTransport } from './transport';
import type { MailTransport } from './transport';

const BATCH = 20;
const MAX_DELAY_MS = 6 * 3600_000;
const REDACTED = '[isi dihapus setelah dikirim: berisi tautan sekali pakai]';

/**
 * Sends the outbox. A claim is one UPDATE over `FOR UPDATE SKIP LOCKED` rows: it counts the
 * attempt, fixes the Message-ID and pushes next_attempt_at out by a lease, and commits before
 * the slow SMTP part. A process that dies mid-send leaves the row pending; it is sent again
 * once the lease ends (at least once, same Message-ID: see ADR 0009).
 */
export class MailWorker {
  private readonly transport: MailTransport;
  private readonly domain: string;
  private readonly leaseMs: number;
  private readonly loop: PollLoop;
  private queued = false;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = createTransport(config);
    this.domain = senderDomain(config.mailFrom);
    // Longer than one send can take (connect + greeting + data, each bounded by the timeout).
    this.leaseMs = 4 * config.smtpTimeoutMs + 10_000;
    this.loop = new PollLoop({
      name: 'mail worker: claim failed',
      log,
      pollMs: config.mailPollMs,
      step: async () => (await this.tick()) === BATCH,
      keepAlive: true,
    });
  }

  get kind() {
    return this.transport.kind;
  }

  start(): void {
    this.loop.start();
  }

  /** Called by queueMail: the next wakeIfQueued (after the response) starts a send. */
  noteQueued(): void {
    this.queued = true;
  }

  wakeIfQueued(): void {
    if (!this.queued) return;
    this.queued = false;
    this.wake();
  }

  /** After a commit that queued mail: send now instead of at the next poll. */
  wake(): void {
    this.loop.wake();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  /** Claims and sends one batch of due mail; answers how many rows it claimed. */
  async tick(): Promise<number> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const rows = await this.db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: leaseUntil,
        messageId: sql`coalesce(${mailOutbox.messageId}, '<outbox.' || ${mailOutbox.id} || '.' || floor(extract(epoch from ${mailOutbox.createdAt}) * 1000) || '@' || ${this.domain} || '>')`,
      })
      .where(
        sql`${mailOutbox.id} in (select id from mail_outbox where state = 'pending' and next_attempt_at <= now() order by next_attempt_at, id limit ${BATCH} for update skip locked)`,
      )
      .returning();
    for (const row of rows) await this.send(row);
    return rows.length;
  }

  private async send(row: MailRow): Promise<void> {
    try {
      await this.transport.send({
        id: row.id,
        from: this.config.mailFrom,
        to: { name: row.recipientName ?? '', address: row.recipient },
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.messageId!,
      });
    } catch (error) {
      await this.failed(row, error);
      return;
    }
    // A file delivery reached nobody: the admin reads it in the Outbox and passes its link on,
    // so its body is kept (the .eml on disk holds the same). A mail a server accepted is blanked.
    const stored = this.transport.kind === 'file';
    await this.db
      .update(mailOutbox)
      .set({
        state: 'sent',
        sentAt: new Date(),
        lastError: null,
        delivery: this.transport.kind,
        ...(row.secret && !stored ? { text: REDACTED, html: REDACTED } : {}),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'pending')));
  }

  /** Exponential back-off (base, 2x base, 4x base, ... at most 6 h), then `failed` for good. */
  private async failed(row: MailRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const giveUp = row.attempts >= this.config.mailMaxAttempts;
    const delay = Math.min(this.config.mailRetryBaseMs * 2 ** (row.attempts - 1), MAX_DELAY_MS);
    this.log.warn({ mail: row.id, attempt: row.attempts, giveUp }, `mail not sent: ${message}`);
    await this.db
      .update(mailOutbox)
      .set({
        lastError: message,
        ...(giveUp
          ? { state: 'failed', ...(row.secret ? { text: REDACTED, html: REDACTED } : {}) }
          : { nextAttemptAt: new Date(Date.now() + delay) }),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.state, 'pending')));
  }
}
