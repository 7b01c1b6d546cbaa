import type { CompetitionType, ExtendableWindow } from '@gcw/shared';

/** What each window covers for each competition, as the settings page names them. */
export const WINDOW_LABELS: Record<CompetitionType, Record<ExtendableWindow, string>> = {
  hackathon: {
    registration: 'Pendaftaran, bergabung dan bukti pembayaran',
    stage_1: 'Tahap 1 (proposal)',
    stage_2: 'Tahap 2 (video)',
  },
  'competitive-programming': {
    registration: 'Pendaftaran, bergabung dan bukti pembayaran',
    stage_1: 'Tahap 1 (warm-up)',
    stage_2: 'Tahap 2 (penyisihan)',
  },
};
