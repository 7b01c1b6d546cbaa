import type { DoorSyncItem, DoorSyncPayload, DoorSyncResult } from '@gcw/shared/contract';

import type { DoorConflict } from '../door-admission';

/** A check-in admitted offline, waiting for the server (its own id makes a resend harmless). */
export interface QueuedCheckIn extends DoorSyncItem {
  door: string;
  ticket_id: string;
  name: string | null;
  /** Decided offline after a check-in sent to the server got no answer in time. */
  unanswered?: boolean;
}

/** How far apart a late online check-in and the offline decision that followed it may be. */
const LATE_ANSWER_MS = 60_000;

/**
 * The server has the ticket used at this door around the time of the scan, and the door had
 * sent that very check-in before deciding offline: its own request arrived after all (too late
 * to be answered), so this is no second person.
 */
function ownLateCheckIn(entry: QueuedCheckIn, result: DoorSyncResult): boolean {
  if (!entry.unanswered || result.status !== 'used' || result.used_door !== entry.door)
    return false;
  const gap = Date.parse(entry.scanned_at) - Date.parse(result.checked_in_at ?? '');
  return gap >= 0 && gap <= LATE_ANSWER_MS;
}

/** Batches to send: one door per batch (a door renamed mid-shift keeps its scans apart). */
export function syncBatches(queue: QueuedCheckIn[], max: number): DoorSyncPayload[] {
  const batches: DoorSyncPayload[] = [];
  for (const entry of queue) {
    const item = { client_id: entry.client_id, ticket: entry.ticket, scanned_at: entry.scanned_at };
    const open = batches.find((b) => b.door === entry.door && b.items.length < max);
    if (open) open.items.push(item);
    else batches.push({ door: entry.door, items: [item] });
  }
  return batches;
}

/**
 * The queue after the server answered some of its items: answered items leave it, and the ones
 * the server refused (used at another door meanwhile, cancelled...) become conflicts, newest
 * first, so no offline admission is ever silently lost.
 */
export function settle(
  queue: QueuedCheckIn[],
  results: DoorSyncResult[],
): { queue: QueuedCheckIn[]; conflicts: DoorConflict[] } {
  const byId = new Map(results.map((r) => [r.client_id, r]));
  const conflicts: DoorConflict[] = [];
  for (const entry of queue) {
    const result = byId.get(entry.client_id);
    if (!result || result.status === 'admitted' || ownLateCheckIn(entry, result)) continue;
    conflicts.push({
      ticketId: result.ticket_id ?? entry.ticket_id,
      name: result.name ?? entry.name,
      scannedAt: entry.scanned_at,
      message: result.message,
    });
  }
  conflicts.sort((a, b) => b.scannedAt.localeCompare(a.scannedAt));
  return { queue: queue.filter((entry) => !byId.has(entry.client_id)), conflicts };
}

/** A fresh id for a queued check-in; crypto.randomUUID needs a secure page, getRandomValues not. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
