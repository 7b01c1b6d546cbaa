import { eq } from 'drizzle-orm';

import { mailOutbox } from '../../src/core/db/schema/mail';
import type { Harness } from './harness';

/**
 * The outbox row of the mail to `email` once its state passes `until`: the worker delivers after
 * the answer, so a test polls the table (up to 15 s) for what the admin's Outbox would show.
 */
export async function rowFor(h: Harness, email: string, until: (state: string) => boolean) {
  for (let i = 0; i < 150; i += 1) {
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    if (row && until(row.state)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`mail to ${email} never reached the expected state`);
}
