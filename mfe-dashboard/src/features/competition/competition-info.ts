import type { AppConfig, CompetitionType, EventName } from '@gcw/shared';
import { formatRupiah, formatRupiahRange, MAX_TEAM_SIZE, PATHS } from '@gcw/shared';

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

/** SPEC §9 fees: a range for the Hackathon, one amount for Competitive Programming. */
export function feeText(type: CompetitionType, fees: AppConfig['fees']): string {
  return type === 'hackathon'
    ? formatRupiahRange(fees.hackathonMin, fees.hackathonMax)
    : formatRupiah(fees.competitiveProgramming);
}

/** SPEC §9 team sizes, as enforced by the API. */
export function teamSizeText(type: CompetitionType): string {
  return `1–${MAX_TEAM_SIZE[type]} orang per tim`;
}
