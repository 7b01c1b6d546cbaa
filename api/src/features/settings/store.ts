import { eq } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { eventSettings } from '../../core/db/schema/settings';
import { DEFAULT_EVENT_SETTINGS, SETTINGS_SECTIONS } from '@gcw/shared/contract';
import type { EventSettings, SettingsSection } from '@gcw/shared/contract';

type Reader = Db | Tx;

/** Stored sections over the defaults; a section never saved answers SPEC §9's facts. */
export async function readSettings(db: Reader): Promise<EventSettings> {
  const rows = await db.select().from(eventSettings);
  const result: EventSettings = { ...DEFAULT_EVENT_SETTINGS };
  let updated: Date | null = null;
  for (const row of rows) {
    const section = row.section as SettingsSection;
    if (!SETTINGS_SECTIONS.includes(section)) continue;
    (result as unknown as Record<string, unknown>)[section] = {
      ...DEFAULT_EVENT_SETTINGS[section],
      ...row.value,
    };
    if (!updated || row.updatedAt > updated) updated = row.updatedAt;
  }
  result.updated_at = updated?.toISOString() ?? null;
  return result;
}

export async function readSection<S extends SettingsSection>(
  db: Reader,
  section: S,
): Promise<EventSettings[S]> {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.section, section));
  return { ...DEFAULT_EVENT_SETTINGS[section], ...(row?.value ?? {}) } as EventSettings[S];
}

/**
 * A section read under a row lock, so a save and a check against it (seats left) queue up. A
 * section never saved has no row and no limits to race over.
 */
export async function readSectionLocked<S extends SettingsSection>(
  tx: Tx,
  section: S,
): Promise<EventSettings[S]> {
  const [row] = await tx
    .select()
    .from(eventSettings)
    .where(eq(eventSettings.section, section))
    .for('update');
  return { ...DEFAULT_EVENT_SETTINGS[section], ...(row?.value ?? {}) } as EventSettings[S];
}

export async function writeSection(
  tx: Tx,
  section: SettingsSection,
  value: object,
  adminId: number,
): Promise<void> {
  const values = {
    section,
    value: value as Record<string, unknown>,
    updatedBy: adminId,
    updatedAt: new Date(),
  };
  await tx
    .insert(eventSettings)
    .values(values)
    .onConflictDoUpdate({ target: eventSettings.section, set: values });
}
