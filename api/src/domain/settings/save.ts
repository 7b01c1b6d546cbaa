import type {
  EventSettings,
  SeminarSettingsWithTicket,
  SettingsSection,
} from '@gcw/shared/contract';
import { count, isNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { seminarTickets } from '../../core/db/schema/events';
import { badRequest } from '../../core/http-error';
import type { FieldErrors } from './fields';
import { SETTINGS_INVALID } from './messages';
import { readSectionLocked, writeSection } from './store';
import { parseCompetition, parseGeneral, parseSeminar } from './validation';

/** Live seats: a cancelled ticket gave its seat back. */
export async function seminarSeatsTaken(tx: Pick<Tx, 'select'>): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(seminarTickets)
    .where(isNull(seminarTickets.cancelledAt));
  return row?.n ?? 0;
}

async function parse(
  tx: Tx,
  section: SettingsSection,
  input: unknown,
  before: EventSettings[SettingsSection],
): Promise<{ value: object; errors: FieldErrors }> {
  const now = Date.now();
  if (section === 'general') return parseGeneral(input);
  if (section === 'seminar')
    return parseSeminar(
      input,
      before as SeminarSettingsWithTicket,
      now,
      await seminarSeatsTaken(tx),
    );
  return parseCompetition(section, input, before as EventSettings['hackathon'], now);
}

/**
 * Replaces one section. The row lock makes a save and a seminar registration queue up, so the
 * capacity is compared with the seats taken at that moment. Audited with old and new value.
 */
export async function saveSection(
  ctx: AppContext,
  adminId: number,
  section: SettingsSection,
  input: unknown,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await readSectionLocked(tx, section);
    const { value, errors } = await parse(tx, section, input, before);
    if (errors.any) throw badRequest(SETTINGS_INVALID, errors.errors);
    if (JSON.stringify(value) === JSON.stringify(before)) return;
    await writeSection(tx, section, value, adminId);
    await recordAudit(
      tx,
      adminId,
      'settings.update',
      { type: 'settings', id: section },
      {
        old: before,
        new: value,
      },
    );
  });
}
