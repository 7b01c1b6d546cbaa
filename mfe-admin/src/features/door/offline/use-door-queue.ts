import { DOOR_LIMITS } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { useCallback, useRef, useState } from 'react';

import { isUnreachable } from '../api/check-in-outcome';
import { useDoorSyncMutation } from '../api/door-api';
import type { DoorConflict } from '../door-admission';
import { loadConflicts, loadQueue, saveConflicts, saveQueue } from './door-storage';
import { settle, syncBatches } from './offline-queue';
import type { QueuedCheckIn } from './offline-queue';
import { withTimeLimit } from './with-time-limit';

const SYNC_WAIT_MS = 15_000;

/**
 * The offline check-ins of this phone and their sync: every change is written to storage
 * before it shows; a batch the server answered leaves the queue, its refusals become conflicts.
 */
export function useDoorQueue() {
  const [sendBatch] = useDoorSyncMutation();
  const [queue, setQueue] = useState<QueuedCheckIn[]>(loadQueue);
  const [conflicts, setConflicts] = useState<DoorConflict[]>(loadConflicts);
  const queueRef = useRef(queue);
  const conflictsRef = useRef(conflicts);
  const syncing = useRef(false);

  const keepQueue = useCallback((next: QueuedCheckIn[]) => {
    queueRef.current = next;
    saveQueue(next);
    setQueue(next);
  }, []);

  const addConflicts = useCallback((found: DoorConflict[]) => {
    if (found.length === 0) return;
    const next = [...found, ...conflictsRef.current];
    conflictsRef.current = next;
    saveConflicts(next);
    setConflicts(next);
  }, []);

  const enqueue = useCallback(
    (entry: QueuedCheckIn) => keepQueue([...queueRef.current, entry]),
    [keepQueue],
  );

  const dismissConflicts = useCallback(() => {
    conflictsRef.current = [];
    saveConflicts([]);
    setConflicts([]);
  }, []);

  /** Sends the queue; answers 'unreachable' when the server could not be asked. */
  const sync = useCallback(async (): Promise<'done' | 'unreachable' | 'failed' | 'busy'> => {
    if (syncing.current) return 'busy';
    syncing.current = true;
    try {
      for (const batch of syncBatches(queueRef.current, DOOR_LIMITS.syncBatchMax)) {
        const result = await withTimeLimit(sendBatch(batch), SYNC_WAIT_MS);
        const error = 'error' in result ? result.error : undefined;
        if (error && isUnreachable(error)) return 'unreachable';
        // Anything but a refused batch (a session to renew, a server error): kept, tried again.
        if (error && (error as { status?: unknown }).status !== 400) return 'failed';
        const answered =
          'data' in result && result.data
            ? result.data.results
            : // A refused batch would block the queue for ever: its items are reported instead.
              batch.items.map((item) => ({
                client_id: item.client_id,
                status: 'invalid' as const,
                ticket_id: null,
                name: null,
                checked_in_at: null,
                used_door: null,
                message: errorMessage(error, 'Check-in offline ditolak server.'),
              }));
        const settled = settle(queueRef.current, answered);
        keepQueue(settled.queue);
        addConflicts(settled.conflicts);
      }
      return 'done';
    } finally {
      syncing.current = false;
    }
  }, [addConflicts, keepQueue, sendBatch]);

  return { queue, queueRef, enqueue, sync, conflicts, dismissConflicts };
}
