import type { EventName, EventSettings, EventStatus, TeamDetail, Ticket } from '@gcw/shared';
import { formatDate, formatDateTime } from '@gcw/shared/format';

export interface NextStep {
  /** What the student does next, as one short sentence. */
  title: string;
  detail: string;
  action?: { label: string; to: string };
  /** The next known date for this step; absent when the deployment set none. */
  deadline?: { label: string; value: string };
}

export interface StepFacts {
  event: EventName;
  status: EventStatus;
  profileComplete: boolean;
  mustVerifyEmail: boolean;
  /** The other competition's status (one competition per student). */
  otherCompetition?: { title: string; status: EventStatus };
  /** The student's team, once loaded, when it belongs to this event. */
  team?: TeamDetail;
  ticket: Ticket | null;
  /** The event settings (GET /settings): every date a step names comes from there. */
  settings: EventSettings;
  now: Date;
}

/** The profile form lives on the same page as the status home. */
export const PROFILE_FORM_ANCHOR = 'data-diri';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the settings still ahead. A past or unset one shows nothing: a stale date would
 * mislead more than no date. A plain `YYYY-MM-DD` (the Final Day) is that whole day in WIB.
 */
export function upcoming(label: string, value: string | null, now: Date): NextStep['deadline'] {
  if (!value) return undefined;
  const day = PLAIN_DATE.test(value);
  const time = Date.parse(day ? `${value}T23:59:59+07:00` : value);
  if (Number.isNaN(time) || time < now.getTime()) return undefined;
  return { label, value: day ? formatDate(`${value}T00:00:00+07:00`) : formatDateTime(value) };
}

/** What stands between an unregistered student and `register`, in the order they can act. */
export function beforeRegistration(facts: StepFacts, register: NextStep): NextStep {
  if (facts.otherCompetition && facts.otherCompetition.status !== 'Unregistered') {
    return {
      title: 'Tidak tersedia untuk Anda',
      detail: `Anda sudah terdaftar di ${facts.otherCompetition.title}; satu peserta hanya boleh mengikuti satu kompetisi.`,
    };
  }
  if (!facts.profileComplete) {
    return {
      title: 'Lengkapi profil',
      detail: 'Isi nomor HP, NIM, jurusan, institusi dan tautan bukti media sosial di bawah.',
      action: { label: 'Lengkapi profil', to: `#${PROFILE_FORM_ANCHOR}` },
    };
  }
  if (facts.mustVerifyEmail) {
    return {
      title: 'Verifikasi email',
      detail: 'Buka tautan verifikasi di email Anda, atau kirim ulang dari pemberitahuan di atas.',
    };
  }
  return register;
}
