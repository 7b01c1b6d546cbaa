import {
  DEFAULT_COMPETITION_TEXTS,
  DEFAULT_EVENT_SETTINGS,
  DEFAULT_SEMINAR_TICKET_SETTINGS,
  SETTINGS_SECTIONS,
} from '@gcw/shared/contract';
import type {
  CompetitionSettingsWithTexts,
  CompetitionType,
  EventSettings,
  SeminarSettingsWithTicket,
  SettingsSection,
} from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import type { Db, Tx } from '../../core/db/client';
import { eventSettings } from '../../core/db/schema/settings';

type Reader = Db | Tx;

/**
 * A section's defaults; the seminar's include the ticket fields added in contract 2.8, the
 * competitions' the stage texts of 2.16.
 */
function defaultsOf<S extends SettingsSection>(section: S): EventSettings[S] {
  const seminar: SeminarSettingsWithTicket = {
    ...DEFAULT_EVENT_SETTINGS.seminar,
    ...DEFAULT_SEMINAR_TICKET_SETTINGS,
  };
  if (section === 'seminar') return seminar as unknown as EventSettings[S];
  if (section === 'general') return DEFAULT_EVENT_SETTINGS.general as unknown as EventSettings[S];
  const competition: CompetitionSettingsWithTexts = {
    ...DEFAULT_EVENT_SETTINGS[section as CompetitionType],
    ...DEFAULT_COMPETITION_TEXTS,
  };
  return competition as unknown as EventSettings[S];
}

/** Stored sections over the defaults; a section never saved answers the facts of R9. */
export async function readSettings(db: Reader): Promise<EventSettings> {
  const rows = await db.select().from(eventSettings);
  const result = { ...DEFAULT_EVENT_SETTINGS } as unknown as Record<string, unknown>;
  for (const section of SETTINGS_SECTIONS) result[section] = defaultsOf(section);
  let updated: Date | null = null;
  for (const row of rows) {
    const section = row.section as SettingsSection;
    if (!SETTINGS_SECTIONS.includes(section)) continue;
    result[section] = { ...defaultsOf(section), ...row.value };
    if (!updated || row.updatedAt > updated) updated = row.updatedAt;
  }
  result.updated_at = updated?.toISOString() ?? null;
  return result as unknown as EventSettings;
}

export async function readSection<S extends SettingsSection>(
  db: Reader,
  section: S,
): Promise<EventSettings[S]> {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.section, section));
  return { ...defaultsOf(section), ...(row?.value ?? {}) } as EventSettings[S];
}

/** The seminar section with the ticket fields (ends_at, cancel_until). */
export const readSeminar = (db: Reader) =>
  readSection(db, 'seminar') as Promise<SeminarSettingsWithTicket>;

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
  return { ...defaultsOf(section), ...(row?.value ?? {}) } as EventSettings[S];
}

export const readSeminarLocked = (tx: Tx) =>
  readSectionLocked(tx, 'seminar') as Promise<SeminarSettingsWithTicket>;

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
