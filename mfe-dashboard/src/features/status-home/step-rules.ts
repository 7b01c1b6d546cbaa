import type { AppConfig, EventName, EventStatus, TeamDetail, Ticket } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared';

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
  dashboard: AppConfig['dashboard'];
  now: Date;
}

/** The profile form lives on the same page as the status home. */
export const PROFILE_FORM_ANCHOR = 'data-diri';

/**
 * A configured date still ahead. A past or empty one shows nothing: deadlines are not in the
 * API yet, and an invented or stale date would mislead more than no date.
 */
export function upcoming(label: string, value: string, now: Date): NextStep['deadline'] {
  const time = new Date(value).getTime();
  if (!value || Number.isNaN(time) || time < now.getTime()) return undefined;
  return { label, value: formatDateTime(value) };
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
