import type { DoorBundle } from '@gcw/shared/contract';

import type { DoorConflict } from '../door-admission';
import type { QueuedCheckIn } from './offline-queue';

/**
 * What a door keeps on the phone (ADR 0020), in localStorage so a reload, a crash or a dead
 * battery loses nothing: the roster for offline decisions, the check-ins waiting to be synced
 * and the conflicts not yet seen.
 */
const KEYS = {
  bundle: 'gcw:door:bundle',
  queue: 'gcw:door:queue',
  conflicts: 'gcw:door:conflicts',
} as const;

/** A roster older than this is personal data with no use left: it is wiped, not used. */
export const BUNDLE_MAX_AGE_MS = 24 * 3600 * 1000;

export interface StoredBundle {
  bundle: DoorBundle;
  etag: string | null;
  /** When the server last confirmed it (a 200 or a 304): the door's "offline ready at". */
  confirmedAt: string;
  /** The admin who downloaded it: another admin signing in on the phone does not inherit it. */
  adminId: number;
}

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the door keeps working from memory.
  }
}

export function loadBundle(adminId: number | null, now = Date.now()): StoredBundle | null {
  const stored = read<StoredBundle>(KEYS.bundle);
  if (!stored?.bundle?.tickets) return null;
  const stale = now - Date.parse(stored.confirmedAt) > BUNDLE_MAX_AGE_MS;
  if (stale || stored.adminId !== adminId) {
    localStorage.removeItem(KEYS.bundle);
    return null;
  }
  return stored;
}

export const saveBundle = (stored: StoredBundle) => write(KEYS.bundle, stored);

export const loadQueue = (): QueuedCheckIn[] => read<QueuedCheckIn[]>(KEYS.queue) ?? [];
export const saveQueue = (queue: QueuedCheckIn[]) => write(KEYS.queue, queue);

export const loadConflicts = (): DoorConflict[] => read<DoorConflict[]>(KEYS.conflicts) ?? [];
export const saveConflicts = (conflicts: DoorConflict[]) => write(KEYS.conflicts, conflicts);
