import type { CompetitionSettings, CompetitionType, EventName } from '@gcw/shared';
import { PATHS, teamFee } from '@gcw/shared';
import { formatDateTime, formatRupiah } from '@gcw/shared/format';

export interface CompetitionInfo {
  type: CompetitionType;
  eventName: EventName;
  title: string;
  description: string;
  /** The stages in the order the dashboard unlocks them. */
  stages: { title: string; detail: string; path: string }[];
  overviewPath: string;
  teamPath: string;
}

export const COMPETITIONS: Record<CompetitionType, CompetitionInfo> = {
  hackathon: {
    type: 'hackathon',
    eventName: 'Hackathon',
    title: 'Hackathon',
    description:
      'Bangun solusi berbasis AI untuk tujuan pembangunan berkelanjutan (SDGs) bersama tim dari kampus Anda.',
    stages: [
      {
        title: 'Tahap 1: Proposal',
        detail: 'Unggah proposal solusi (PDF).',
        path: PATHS['hackathon-stage-1'],
      },
      {
        title: 'Tahap 2: Video',
        detail: 'Kirim tautan video demo solusi.',
        path: PATHS['hackathon-stage-2'],
      },
      { title: 'Final', detail: 'Presentasi di hadapan juri.', path: PATHS['hackathon-final'] },
    ],
    overviewPath: PATHS.hackathon,
    teamPath: PATHS['hackathon-team'],
  },
  'competitive-programming': {
    type: 'competitive-programming',
    eventName: 'Competitive Programming',
    title: 'Competitive Programming',
    description:
      'Selesaikan soal algoritmika secepat dan setepat mungkin bersama tim dari kampus Anda.',
    stages: [
      {
        title: 'Tahap 1: Warm-up',
        detail: 'Babak pemanasan untuk mengenal sistem.',
        path: PATHS['cp-stage-1'],
      },
      {
        title: 'Tahap 2: Qualifying',
        detail: 'Babak penyisihan menuju final.',
        path: PATHS['cp-stage-2'],
      },
      { title: 'Final', detail: 'Babak akhir para finalis.', path: PATHS['cp-final'] },
    ],
    overviewPath: PATHS.cp,
    teamPath: PATHS['cp-team'],
  },
};

export function otherCompetition(type: CompetitionType): CompetitionInfo {
  return COMPETITIONS[type === 'hackathon' ? 'competitive-programming' : 'hackathon'];
}

/**
 * The fee a team pays now, per team: the early-bird amount while it holds (with its end and
 * the amount after it), else the regular one; plainly "not announced" while there is none.
 */
export function feeText(settings: CompetitionSettings, now = Date.now()): string {
  const fee = teamFee(settings, now);
  if (!fee) return 'Belum diumumkan panitia';
  const amount = `${formatRupiah(fee.amount)} per tim`;
  if (!fee.early_bird || !settings.early_bird_until || settings.fee === null) return amount;
  return `${amount} (early bird sampai ${formatDateTime(settings.early_bird_until)}, setelah itu ${formatRupiah(settings.fee)})`;
}

/** The team size limits of the settings, which the API enforces. */
export function teamSizeText({ team_size: { min, max } }: CompetitionSettings): string {
  return min === max ? `${max} orang per tim` : `${min}–${max} orang per tim`;
}
