import { eq } from 'drizzle-orm';

import { refreshTokens } from '../../src/core/db/schema/sessions';
import type { Harness } from './harness';
import { R } from './harness';

/** The `jti` claim of a refresh token (its payload is plain base64url JSON). */
export function jtiOf(refreshToken: string): string {
  const payload = refreshToken.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string }).jti;
}

/**
 * Moves a used token's rotation back in time, as if the student had come back that much later:
 * the grace interval is measured from the stored rotation time, so no test waits for the clock.
 */
export async function ageRotation(h: Harness, refreshToken: string, seconds: number) {
  await h.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.jti, jtiOf(refreshToken)));
}

export const refresh = (h: Harness, refreshToken: string) =>
  h.request('POST', `${R}/auth/refresh-token`, { body: { refresh_token: refreshToken } });
