import { useCallback, useEffect, useRef, useState } from 'react';

import { useCheckInTicketMutation } from '../../../api/check-in-api';
import { admittedOutcome, isUnreachable, refusedOutcome } from '../api/check-in-outcome';
import type { DoorAdmission, DoorOutcome } from '../door-admission';
import { NOT_IN_ROSTER_NAME, decideOffline } from '../offline/decide-offline';
import { newClientId } from '../offline/offline-queue';
import { parseTicketCode } from '../offline/ticket-code';
import type { TicketCode } from '../offline/ticket-code';
import { useDoorQueue } from '../offline/use-door-queue';
import { useDoorRoster } from '../offline/use-door-roster';
import { isGenuineCode } from '../offline/verify-signature';
import { withTimeLimit } from '../offline/with-time-limit';

/** A door waits this long for the server before deciding on its own (people are queueing). */
export const DOOR_SERVER_WAIT_MS = 3000;
/** The roster is refreshed this often while online, and the server probed this often while not. */
const ROSTER_REFRESH_MS = 60_000;
const OFFLINE_PROBE_MS = 10_000;

const INVALID: DoorOutcome = { kind: 'invalid', message: 'Tiket tidak valid' };

/**
 * The admission layer of one door (door-admission.ts, ADR 0020): the server decides while it
 * answers; when it cannot be reached the door decides from the ticket's signature and its
 * roster, queues the check-in on the phone and syncs it once the server answers again.
 */
export function useDoorAdmission(door: string): DoorAdmission {
  const doorName = door.trim() || 'Pintu';
  const [checkIn] = useCheckInTicketMutation();
  const { roster, rosterRef, refresh } = useDoorRoster();
  const { queue, queueRef, enqueue, sync, conflicts, dismissConflicts } = useDoorQueue();
  const [online, setOnlineState] = useState(() => navigator.onLine !== false);
  const onlineRef = useRef(online);
  const setOnline = useCallback((value: boolean) => {
    onlineRef.current = value;
    setOnlineState(value);
  }, []);

  /** One round with the server: the roster (which tells whether it answers), then the queue. */
  const catchUp = useCallback(async () => {
    const reached = (await refresh()) === 'reachable';
    setOnline(reached);
    if (!reached || queueRef.current.length === 0) return;
    const synced = await sync();
    if (synced === 'unreachable') setOnline(false);
    else if (synced === 'done') await refresh();
  }, [queueRef, refresh, setOnline, sync]);

  useEffect(() => {
    const timer = setInterval(() => void catchUp(), online ? ROSTER_REFRESH_MS : OFFLINE_PROBE_MS);
    return () => clearInterval(timer);
  }, [catchUp, online]);

  const pending = queue.length;
  const hasPending = pending > 0;
  useEffect(() => {
    // On opening, and whenever the door is back online or has check-ins waiting while online.
    if (online) void catchUp();
  }, [catchUp, online, hasPending]);

  useEffect(() => {
    const up = () => void catchUp();
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [catchUp, setOnline]);

  const genuine = useCallback(
    (code: TicketCode) => isGenuineCode(rosterRef.current?.bundle.public_key, code),
    [rosterRef],
  );

  const admitOffline = useCallback(
    async (code: Exclude<TicketCode, { kind: 'foreign' }>, raw: string, unanswered: boolean) => {
      const bundle = rosterRef.current?.bundle ?? null;
      const signatureValid = await genuine(code);
      const outcome = decideOffline({
        code,
        bundle,
        queue: queueRef.current,
        signatureValid,
        now: new Date(),
      });
      if (outcome.kind === 'admitted')
        enqueue({
          client_id: newClientId(),
          // The server checks the signature (or the old HMAC) again when it is synced.
          ticket: code.kind === 'typed' ? code.ticketId : raw,
          scanned_at: outcome.at,
          door: doorName,
          ticket_id: outcome.ticketId,
          name: outcome.name === NOT_IN_ROSTER_NAME ? null : outcome.name,
          unanswered,
        });
      return outcome;
    },
    [doorName, enqueue, genuine, queueRef, rosterRef],
  );

  const admit = useCallback(
    async (input: string): Promise<DoorOutcome> => {
      const raw = input.trim();
      const code = parseTicketCode(raw);
      if (code.kind === 'foreign') return INVALID;
      const known = rosterRef.current?.bundle.tickets.find((t) => t.ticket_id === code.ticketId);
      // Admitted here offline and not synced yet: the server does not know it is used.
      const queued = queueRef.current.find((q) => q.ticket_id === code.ticketId);
      if (queued && (code.kind !== 'signed' || raw === queued.ticket || (await genuine(code))))
        return {
          kind: 'repeat',
          ticketId: code.ticketId,
          name: queued.name,
          usedAt: queued.scanned_at,
        };
      // Whether the server may have received a check-in it did not answer (see ownLateCheckIn).
      let unanswered = false;
      if (onlineRef.current) {
        const result = await withTimeLimit(
          checkIn({ ticket: raw, door: doorName }),
          DOOR_SERVER_WAIT_MS,
        );
        if (!result.error) {
          setOnline(true);
          return admittedOutcome(result.data);
        }
        if (!isUnreachable(result.error)) {
          setOnline(true);
          return refusedOutcome(result.error, code.ticketId, known?.name ?? null);
        }
        setOnline(false);
        const { status } = result.error as { status?: unknown };
        unanswered = status !== 502 && status !== 503;
      }
      return admitOffline(code, raw, unanswered);
    },
    [admitOffline, checkIn, doorName, genuine, queueRef, rosterRef, setOnline],
  );

  return {
    admit,
    online,
    pending,
    conflicts,
    dismissConflicts,
    offlineReadyAt: roster?.confirmedAt ?? null,
  };
}
