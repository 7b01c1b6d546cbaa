import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the stack's SMTP server accepted it: who it was for, and its raw source. */
export interface CaughtMail {
  /** RCPT TO addresses, lower case. */
  envelopeTo: string[];
  /** The message as sent (RFC 5322), parsed by the test with mailparser. */
  raw: string;
  receivedAt: string;
}

/** Where the fixtures host answers the caught mail of one address (`?to=`). */
export const MAILBOX_PATH = '/__mailbox';

/**
 * The e2e stack's mail server: a real SMTP server (smtp-server) on a free loopback port that the
 * API's mail worker delivers to (SMTP_URL). It keeps every message in memory, in arrival order;
 * the fixtures host serves them at MAILBOX_PATH, so tests in another process read real mail.
 */
export async function startMailCatcher(): Promise<{ url: string; mails: CaughtMail[] }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        mails.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails };
}
