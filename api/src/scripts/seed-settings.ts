import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared/contract';
import type { CompetitionSettings, SeminarSettingsWithTicket } from '@gcw/shared/contract';

import type { Db } from '../core/db/client';
import { eventSettings } from '../core/db/schema/settings';

const DAY = 24 * 3600_000;

/** An instant `days` from now at `hour`:00 WIB, so the demo's deadlines read like real ones. */
function at(now: number, days: number, hour = 23) {
  const wibDay = new Date(now + 7 * 3600_000 + days * DAY).toISOString().slice(0, 10);
  const hh = String(hour).padStart(2, '0');
  return new Date(`${wibDay}T${hh}:${hour === 23 ? '59' : '00'}:00+07:00`).toISOString();
}

const BANK = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };

function competition(now: number, key: 'hackathon' | 'competitive-programming') {
  const value: CompetitionSettings = {
    ...DEFAULT_EVENT_SETTINGS[key],
    registration: { opens_at: at(now, -14, 8), closes_at: at(now, 21) },
    early_bird_until: key === 'hackathon' ? at(now, 3) : null,
    bank_account: BANK,
    stage_1: { opens_at: at(now, -7, 8), closes_at: at(now, 28) },
    stage_2: { opens_at: at(now, 29, 8), closes_at: at(now, 42) },
  };
  return value;
}

/**
 * An event with dates, a bank account and a seminar with a venue and enough seats, written
 * only for sections no admin has saved: a second run, or an admin's own change, is kept.
 * Answers how many sections were written.
 */
export async function seedSettings(db: Db, seats: number, now = Date.now()): Promise<number> {
  const seminar: SeminarSettingsWithTicket = {
    ...DEFAULT_EVENT_SETTINGS.seminar,
    registration: { opens_at: at(now, -14, 8), closes_at: at(now, 40) },
    starts_at: at(now, 45, 9),
    ends_at: at(now, 45, 12),
    venue: 'Auditorium Fakultas Ilmu Komputer',
    online_link: 'https://meet.example.com/gcw-seminar',
    capacity: Math.max(seats + 500, 1000),
    cancel_until: at(now, 43),
  };
  const sections = {
    hackathon: competition(now, 'hackathon'),
    'competitive-programming': competition(now, 'competitive-programming'),
    seminar,
  };
  const written = await db
    .insert(eventSettings)
    .values(
      Object.entries(sections).map(([section, value]) => ({
        section,
        value: value as unknown as Record<string, unknown>,
      })),
    )
    .onConflictDoNothing({ target: eventSettings.section })
    .returning({ section: eventSettings.section });
  return written.length;
}
