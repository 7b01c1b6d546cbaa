import { useCallback, useState } from 'react';

import { admittedOutcome, isUnreachable, refusedOutcome } from '../api/check-in-outcome';
import { useDoorCheckInMutation } from '../api/door-api';
import type { DoorAdmission, DoorConflict, DoorOutcome } from '../door-admission';
import { parseTicketCode } from '../offline/ticket-code';

/** A door waits this long for the server before deciding on its own (people are queueing). */
export const DOOR_SERVER_WAIT_MS = 3000;

const UNREACHABLE: DoorOutcome = {
  kind: 'error',
  message: 'Server tidak dapat dihubungi. Coba lagi.',
};

/** The admission layer of one door (door-admission.ts): the server decides while it answers. */
export function useDoorAdmission(door: string): DoorAdmission {
  const [checkIn] = useDoorCheckInMutation();
  const [online, setOnline] = useState(true);
  const [conflicts, setConflicts] = useState<DoorConflict[]>([]);

  const admit = useCallback(
    async (raw: string): Promise<DoorOutcome> => {
      const code = parseTicketCode(raw);
      if (code.kind === 'foreign') return { kind: 'invalid', message: 'Tiket tidak valid' };
      const call = checkIn({ ticket: raw.trim(), door });
      const timer = setTimeout(() => call.abort(), DOOR_SERVER_WAIT_MS);
      const result = await call;
      clearTimeout(timer);
      if (!result.error) {
        setOnline(true);
        return admittedOutcome(result.data);
      }
      if (isUnreachable(result.error)) {
        setOnline(false);
        return UNREACHABLE;
      }
      setOnline(true);
      return refusedOutcome(result.error, code.ticketId, null);
    },
    [checkIn, door],
  );

  return {
    admit,
    online,
    pending: 0,
    conflicts,
    dismissConflicts: useCallback(() => setConflicts([]), []),
    offlineReadyAt: null,
  };
}
