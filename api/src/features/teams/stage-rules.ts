import { EVENT_STATUS_LABELS, teamNameWithPrefix } from '@gcw/shared/contract';
import type { CompetitionType, EventStatus } from '@gcw/shared/contract';

import type { Tx } from '../../core/db/client';
import type { TeamRow } from '../../core/db/schema/teams';
import { conflict } from '../../core/http-error';
import { readSection } from '../../domain/settings/store';

/**
 * The admins' minimum team size (event settings) holds where a team leaves registration: a
 * team below it cannot compete. Until then members may still join, so nothing earlier refuses.
 */
export async function requireMinimumSize(tx: Tx, team: TeamRow, status: EventStatus) {
  if (status === 'Registered' || status === 'Unregistered') return;
  const { min } = (await readSection(tx, team.eventType as CompetitionType)).team_size;
  if (team.memberCount < min)
    throw conflict(
      `${teamNameWithPrefix(team.teamName, 'Tim')} baru ${team.memberCount} orang; minimal ${min} orang untuk lanjut ke tahap berikutnya`,
    );
}

/**
 * A team competes only once its fee is paid: past Registered its payment must be verified
 * (the student's home says "Pembayaran sudah diverifikasi… Kami kabari saat tim Anda masuk
 * Tahap 1"). Saving the status a team already has is not a move and is let through.
 */
export function requireVerifiedPayment(team: TeamRow, status: EventStatus) {
  if (status === 'Registered' || status === 'Unregistered' || status === team.status) return;
  if (team.paymentStatus !== 'verified')
    throw conflict(
      `Pembayaran ${teamNameWithPrefix(team.teamName)} belum diverifikasi; verifikasi bukti pembayarannya dulu sebelum memindahkan tim ke ${EVENT_STATUS_LABELS[status]}`,
    );
}
