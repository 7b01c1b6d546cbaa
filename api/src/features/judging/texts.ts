import {
  EVENT_STATUS_LABELS,
  JUDGING_STAGE_LABELS,
  teamNameWithPrefix,
} from '@gcw/shared/contract';
import type { EventStatus, JudgingStage } from '@gcw/shared/contract';

import type { NotificationInput } from '../../domain/notifications/notify';

/** The bell and mail texts of a shortlist, per team (mail templates judging_selected / _not_selected). */
const HOME = '/dashboard/hackathon';
const STAGE_PAGE: Partial<Record<EventStatus, string>> = {
  'Stage-2': '/tahap-2',
  Final: '/final',
};

interface ShortlistFacts {
  teamId: number;
  teamName: string;
  stage: JudgingStage;
  next: EventStatus;
  auditId: number;
}

export function judgingSelected(f: ShortlistFacts): NotificationInput {
  const next = EVENT_STATUS_LABELS[f.next];
  return {
    kind: 'judging_selected',
    event: 'Hackathon',
    title: `Selamat! ${teamNameWithPrefix(f.teamName, 'Tim')} lolos ke ${next}`,
    body: `Berdasarkan penilaian juri pada tahap ${JUDGING_STAGE_LABELS[f.stage]}, ${teamNameWithPrefix(f.teamName)} terpilih untuk lanjut ke ${next} Hackathon. Lihat apa yang perlu disiapkan di dasbor.`,
    link: `${HOME}${STAGE_PAGE[f.next] ?? ''}`,
    eventId: `audit-${f.auditId}.team-${f.teamId}`,
  };
}

export function judgingNotSelected(f: ShortlistFacts): NotificationInput {
  return {
    kind: 'judging_not_selected',
    event: 'Hackathon',
    title: `${teamNameWithPrefix(f.teamName, 'Tim')} belum lolos ke ${EVENT_STATUS_LABELS[f.next]}`,
    body: `Terima kasih atas kerja keras ${teamNameWithPrefix(f.teamName)}. Berdasarkan penilaian juri pada tahap ${JUDGING_STAGE_LABELS[f.stage]}, tim Anda belum terpilih untuk lanjut ke ${EVENT_STATUS_LABELS[f.next]} Hackathon. Tetap semangat, dan sampai jumpa di kesempatan berikutnya!`,
    link: HOME,
    eventId: `audit-${f.auditId}.team-${f.teamId}`,
  };
}
