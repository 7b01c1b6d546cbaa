import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * A registration rush: new students sign up as fast as 10 connections allow. Each sign-up now
 * queues a verification mail in the same transaction (the mail outbox, ADR 0009), so the figures are sign-ups
 * per second and the mail rows queued per second over the same window; the mail worker keeps
 * sending (to .eml files, no SMTP_URL) while the rush runs, as it would in production. The
 * rush starts once the mails of the join scenario before it are sent.
 */
export interface RushResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** Mails queued per second during the rush, or null before the outbox existed. */
  mailsQueuedPerS: number | null;
  /** Of those, how many the worker had already sent when the rush ended. */
  mailsSent: number | null;
}

async function countMails(databaseUrl: string, since: Date) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ queued: number; sent: number }>(
      `select cast(count(*) as int) as queued,
              cast(count(*) filter (where state = 'sent') as int) as sent
         from mail_outbox where created_at >= $1`,
      [since],
    );
    return rows[0]!;
  } catch {
    return null; // no mail_outbox table: a commit before the outbox
  } finally {
    await client.end();
  }
}

/** Waits (at most 3 min) until the worker has sent what earlier scenarios queued (join mails). */
async function drained(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 1800; i += 1) {
      const { rows } = await client.query<{ n: number }>(
        `select cast(count(*) as int) as n from mail_outbox where state = 'pending'`,
      );
      if (rows[0]!.n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch {
    // no mail_outbox table: a commit before the outbox
  } finally {
    await client.end();
  }
}

export async function signupRush(
  base: string,
  databaseUrl: string,
  duration: number,
): Promise<RushResult> {
  await drained(databaseUrl);
  let n = 0;
  const stamp = Date.now().toString(36);
  const started = new Date();
  const result = await autocannon({
    url: `${base}/auth/registration`,
    connections: 10,
    duration,
    method: 'POST',
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          headers: { ...req.headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Rush ${n}`,
            email: `rush.${stamp}.${(n += 1)}@demo.gcw.local`,
            password: 'password123',
            consent_version: PRIVACY_NOTICE_VERSION,
          }),
        }),
      },
    ],
  });
  const seconds = (Date.now() - started.getTime()) / 1000;
  const mails = await countMails(databaseUrl, started);
  return {
    rps: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    mailsQueuedPerS: mails ? Math.round((mails.queued / seconds) * 10) / 10 : null,
    mailsSent: mails ? mails.sent : null,
  };
}
