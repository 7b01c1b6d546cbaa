import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server got it: the envelope and the parsed mail. */
export interface ReceivedMail {
  /** RCPT TO addresses: who the server was asked to deliver to (Bcc included). */
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/**
 * A real SMTP server on a free port for tests (smtp-server), parsing what arrives with
 * mailparser. No TLS, any or no login. `delayNext(ms)` holds the answer to the next message's
 * DATA, so a client with a shorter socket timeout gives up after the server got the mail.
 * Reusable: e2e can start it and point the API's SMTP_URL at `url`.
 */
export class TestSmtp {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private delays: number[] = [];
  private waiters: (() => void)[] = [];

  get url(): string {
    return `smtp://127.0.0.1:${(this.server!.server.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          const delay = this.delays.shift() ?? 0;
          void simpleParser(raw).then((parsed) => {
            this.mails.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
              parsed,
              to: session.envelope.rcptTo[0]?.address ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
            });
            for (const wake of this.waiters.splice(0)) wake();
            setTimeout(() => callback(), delay);
          });
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  delayNext(ms: number): void {
    this.delays.push(ms);
  }

  /** Every message delivered to `address` so far. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** Waits until `count` messages have reached `address`; fails with what did arrive. */
  async waitFor(address: string, count = 1, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline)
        throw new Error(`no mail #${count} to ${address}; got ${this.to(address).length}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return this.to(address);
  }

  /** Waits for the first message to `address` whose subject contains `subject`. */
  async waitForSubject(
    address: string,
    subject: string,
    timeoutMs = 15_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find((m) => m.subject.includes(subject));
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(
          `no mail "${subject}" to ${address}; got ${this.to(address)
            .map((m) => m.subject)
            .join(' | ')}`,
        );
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(resolve) : resolve()));
  }
}

/** The one-time token of the product link in a mail's text part. */
export function linkToken(mail: ReceivedMail, page: 'reset-password' | 'verify-email'): string {
  const match = new RegExp(`https?://\\S+/auth/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}
