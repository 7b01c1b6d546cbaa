import type { JudgeTeamItem } from '@gcw/shared/contract';

type ScoreState = JudgeTeamItem['state'];

/** A judge's progress on one team, as the chips name it. */
export const SCORE_STATE_LABELS: Record<ScoreState, string> = {
  todo: 'Belum dinilai',
  draft: 'Draf',
  submitted: 'Terkirim',
};

export const SCORE_STATE_COLORS: Record<ScoreState, 'default' | 'warning' | 'success'> = {
  todo: 'default',
  draft: 'warning',
  submitted: 'success',
};

export const EMPTY_STAGE_TEXT = 'Belum ada tim di tahap ini';

/** A weighted score or a mean, with up to two decimals in Indonesian notation. */
export function formatScore(value: number | null): string {
  if (value === null) return '–';
  return value.toLocaleString('id-ID', { maximumFractionDigits: 2 });
}
