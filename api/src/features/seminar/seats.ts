import type { Tx } from '../../core/db/client';
import type { UserRow } from '../../core/db/schema/users';
import { conflict } from '../../core/http-error';
import { SEMINAR_FULL } from '../../domain/settings/messages';
import { seminarSeatsTaken } from '../../domain/settings/save';
import { readSectionLocked } from '../../domain/settings/store';
import { requireWindowOpen } from '../../domain/settings/windows';

/**
 * The seminar's window and capacity. The settings row stays locked to the end of the
 * registration's transaction, so two students never take the last seat together and an admin's
 * capacity change waits for them.
 */
export async function requireSeat(tx: Tx, user: Pick<UserRow, 'role'>): Promise<void> {
  const seminar = await readSectionLocked(tx, 'seminar');
  await requireWindowOpen(tx, { event: 'seminar', window: 'registration', user });
  if (seminar.capacity !== null && (await seminarSeatsTaken(tx)) >= seminar.capacity)
    throw conflict(SEMINAR_FULL);
}
