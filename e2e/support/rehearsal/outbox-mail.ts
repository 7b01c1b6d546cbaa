import { ADMIN_API_BASE_PATH } from '@gcw/shared/contract';

import type { HttpClient } from './http-client';

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
}

interface OutboxDetail extends OutboxRow {
  /** False until the worker has stored the mail (a default install has no SMTP). */
  body_shown: boolean;
  text: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Outbox's calls, as an admin makes them for many students at once: the list searched by
 * the address, then the mail opened (GET /admin/mails/{id}, which shows the one-time link of a
 * mail the product stored because it has no SMTP server).
 */
export async function linkFromOutbox(
  admin: HttpClient,
  address: string,
  subject: string,
  pathname: string,
  timeoutMs = 30_000,
): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  const query = `search=${encodeURIComponent(address)}&page_size=50`;
  for (;;) {
    const { items } = await admin.get<{ items: OutboxRow[] }>(
      `${ADMIN_API_BASE_PATH}/mails?${query}`,
    );
    const row = items.find((m) => m.to.toLowerCase() === address && m.subject.includes(subject));
    if (row) {
      const mail = await admin.get<OutboxDetail>(`${ADMIN_API_BASE_PATH}/mails/${row.id}`);
      // Still queued: its one-time link shows once the worker has stored it, as the admin sees.
      if (!mail.body_shown && Date.now() <= deadline) {
        await sleep(500);
        continue;
      }
      const links = (mail.text ?? '').match(/https?:\/\/[^\s<>"')]+/g) ?? [];
      const link = links.map((l) => new URL(l)).find((url) => url.pathname === pathname);
      if (!link) throw new Error(`no ${pathname} link in "${mail.subject}" to ${address}`);
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address} in the Outbox`);
    await sleep(500);
  }
}
