import { PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { ConsentStatus } from '@gcw/shared/contract';
import { desc, eq } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { privacyConsents } from '../../core/db/schema/privacy';

export type ConsentSource = 'registration' | 'prompt';

/** Records an agreement to the notice (kept as history: each version and when). */
export async function recordConsent(
  tx: Db | Tx,
  userId: number,
  version: string,
  source: ConsentSource,
): Promise<void> {
  await tx.insert(privacyConsents).values({ userId, version, source });
}

export async function consentStatus(db: Db | Tx, userId: number): Promise<ConsentStatus> {
  const [latest] = await db
    .select({ version: privacyConsents.version, acceptedAt: privacyConsents.acceptedAt })
    .from(privacyConsents)
    .where(eq(privacyConsents.userId, userId))
    .orderBy(desc(privacyConsents.id))
    .limit(1);
  return {
    version: PRIVACY_NOTICE_VERSION,
    accepted_version: latest?.version ?? null,
    accepted_at: latest?.acceptedAt.toISOString() ?? null,
    current: latest?.version === PRIVACY_NOTICE_VERSION,
  };
}
