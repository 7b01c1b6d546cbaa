import type { CompetitionSettings, CompetitionType, EventName } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import { competitionFeeText, NOT_ANNOUNCED } from '@gcw/shared/format';

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

/** The fee of the settings (SPEC §9's by default), per team; "announced later" when unset. */
export function feeText(settings: CompetitionSettings): string {
  const fee = competitionFeeText(settings);
  return fee === NOT_ANNOUNCED ? fee : `${fee} per tim`;
}

/** The team size limits of the settings, which the API enforces. */
export function teamSizeText({ team_size: { min, max } }: CompetitionSettings): string {
  return min === max ? `${max} orang per tim` : `${min}–${max} orang per tim`;
}

/** Where a leader transfers the fee: the settings' bank account, else the deploy's text. */
export function paymentText(settings: CompetitionSettings, instructions: string): string {
  const account = settings.bank_account;
  if (!account) return instructions;
  return `Transfer ke rekening ${account.bank} ${account.number} a.n. ${account.holder}, lalu unggah bukti transfernya di sini.`;
}
