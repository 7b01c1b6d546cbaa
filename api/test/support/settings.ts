import { DEFAULT_EVENT_SETTINGS, DEFAULT_SEMINAR_TICKET_SETTINGS } from '@gcw/shared/contract';
import type {
  EventSettings,
  SeminarSettingsWithTicket,
  SettingsSection,
} from '@gcw/shared/contract';

import { eventSettings } from '../../src/core/db/schema/settings';
import type { Harness } from './harness';

const HOUR = 3600_000;
export const past = (hours = 1) => new Date(Date.now() - hours * HOUR).toISOString();
export const future = (hours = 1) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * Writes a section straight into the database: the admin API refuses a new deadline in the
 * past, and a window that closed an hour ago is what these tests need.
 */
export async function setSection<S extends SettingsSection>(
  h: Harness,
  section: S,
  patch: Partial<EventSettings[S]>,
): Promise<void> {
  const value = { ...DEFAULT_EVENT_SETTINGS[section], ...patch } as Record<string, unknown>;
  await h.db
    .insert(eventSettings)
    .values({ section, value })
    .onConflictDoUpdate({ target: eventSettings.section, set: { value } });
}

export async function clearSettings(h: Harness): Promise<void> {
  await h.db.delete(eventSettings);
}

/** The seminar section with the fields added in contract 2.8 (ends_at, cancel_until). */
export async function setSeminar(
  h: Harness,
  patch: Partial<SeminarSettingsWithTicket>,
): Promise<void> {
  const value = {
    ...DEFAULT_EVENT_SETTINGS.seminar,
    ...DEFAULT_SEMINAR_TICKET_SETTINGS,
    ...patch,
  } as Record<string, unknown>;
  await h.db
    .insert(eventSettings)
    .values({ section: 'seminar', value })
    .onConflictDoUpdate({ target: eventSettings.section, set: { value } });
}
