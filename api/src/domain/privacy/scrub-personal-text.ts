import { and, ne, or, sql } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { auditLog } from '../../core/db/schema/audit';
import { notifications } from '../../core/db/schema/notifications';

export const ERASED_TEXT = '[dihapus]';

/** Values shorter than this are too common to be told apart from other text (a two-letter name). */
const MIN_LENGTH = 3;

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value as a whole word (so "Ana" is not found inside "kanal"). */
const wordPattern = (needle: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(needle)}(?![\\p{L}\\p{N}])`, 'giu');

function scrubValue(value: unknown, needles: string[]): unknown {
  if (typeof value === 'string') return replaceAll(value, needles);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, needles));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, needles)]));
  return value;
}

/**
 * Removes an erased person's personal values (name, address, phone, NIM) from what stays: the
 * audit log keeps each entry (action, time, who acted, the target's id, now a pseudonym) with the
 * values replaced, and other people's bell items name them no more.
 */
export async function scrubPersonalText(tx: Tx, userId: number, values: (string | null)[]) {
  const needles = [
    ...new Set(values.filter((v): v is string => !!v && v.trim().length >= MIN_LENGTH)),
  ].map((v) => v.trim().toLowerCase());
  if (needles.length === 0) return;
  // PostgreSQL's \y is a word boundary, as the lookarounds are in wordPattern.
  const patterns = needles.map((n) => `\\y${escapeRegex(n)}\\y`);
  const matches = (column: ReturnType<typeof sql>) =>
    or(...patterns.map((p) => sql`${column} ~* ${p}`))!;
  const entries = await tx
    .select({ id: auditLog.id, detail: auditLog.detail })
    .from(auditLog)
    .where(matches(sql`${auditLog.detail}::text`));
  for (const entry of entries) {
    await tx
      .update(auditLog)
      .set({ detail: scrubValue(entry.detail, needles) as Record<string, unknown> })
      .where(sql`${auditLog.id} = ${entry.id}`);
  }
  const told = await tx
    .select({ id: notifications.id, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(
      and(
        ne(notifications.userId, userId),
        or(matches(sql`${notifications.title}`), matches(sql`${notifications.body}`)),
      ),
    );
  for (const item of told) {
    await tx
      .update(notifications)
      .set({ title: replaceAll(item.title, needles), body: replaceAll(item.body, needles) })
      .where(sql`${notifications.id} = ${item.id}`);
  }
}

function replaceAll(text: string, needles: string[]): string {
  let out = text;
  for (const needle of needles) out = out.replace(wordPattern(needle), ERASED_TEXT);
  return out;
}
