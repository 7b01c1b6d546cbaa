import { simpleParser } from 'mailparser';
import type { AddressObject, ParsedMail } from 'mailparser';

import type { CaughtMail } from './mail-catcher';
import { MAILBOX_PATH } from './mail-catcher';
import { PORTS } from './ports';

/** A mail the stack's SMTP server received, parsed with mailparser as a mail client would. */
export interface ReceivedMail {
  /** Who the server was asked to deliver to (RCPT TO). */
  envelopeTo: string[];
  /** Addresses of the To header. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The `lang` of the HTML part's root element: the language the mail says it is in. */
  htmlLang: string | null;
  /** Every http(s) link of the plain-text part, in order. */
  links: string[];
  parsed: ParsedMail;
}

const MAILBOX_URL = `http://127.0.0.1:${PORTS.fixtures}${MAILBOX_PATH}`;

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()));
}

async function parse(mail: CaughtMail): Promise<ReceivedMail> {
  const parsed = await simpleParser(mail.raw);
  const text = parsed.text ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  return {
    envelopeTo: mail.envelopeTo,
    to: addresses(parsed.to),
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text,
    html,
    htmlLang: /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? null,
    links: text.match(/https?:\/\/[^\s<>"')]+/g) ?? [],
    parsed,
  };
}

/** Every mail delivered to `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${MAILBOX_URL}?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  const { mails } = (await response.json()) as { mails: CaughtMail[] };
  return Promise.all(mails.map(parse));
}

/**
 * Polls the mailbox until a mail to `address` whose subject matches arrives (the API's worker
 * sends after the change commits); fails with the subjects that did arrive.
 */
export async function waitForMail(
  address: string,
  subject: string | RegExp,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const matches = (mail: ReceivedMail) =>
    typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject);
  for (;;) {
    const mails = await mailsTo(address);
    const found = mails.find(matches);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `no mail "${String(subject)}" to ${address} within ${timeoutMs} ms; got: ${
          mails.map((m) => m.subject).join(' | ') || 'nothing'
        }`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The one link of a mail that points at `pathname` (e.g. /auth/reset-password). */
export function linkTo(mail: ReceivedMail, pathname: string): URL {
  const found = mail.links.map((link) => new URL(link)).filter((u) => u.pathname === pathname);
  if (found.length !== 1)
    throw new Error(
      `expected one ${pathname} link in "${mail.subject}", got: ${mail.links.join(' ')}`,
    );
  return found[0]!;
}
