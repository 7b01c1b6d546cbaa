import { EVENT_STATUS_LABELS, teamNameWithPrefix } from '@gcw/shared/contract';
import type { DecisionMade, EventStatus } from '@gcw/shared/contract';

import { byWhom, RELOAD } from '../../domain/decisions/conflict';

/** "Pembayaran tim Garuda sudah diverifikasi oleh Budi pada …. Muat ulang …" */
export function paymentDecidedText(teamName: string, decision: DecisionMade): string {
  const name = teamNameWithPrefix(teamName);
  if (decision.state === 'pending')
    return `Pembayaran ${name} kini menunggu verifikasi bukti yang baru. ${RELOAD}`;
  const verb = decision.state === 'verified' ? 'diverifikasi' : 'ditolak';
  return `Pembayaran ${name} sudah ${verb}${byWhom(decision)}. ${RELOAD}`;
}

const movedSentence = (teamName: string, decision: DecisionMade) =>
  `${teamNameWithPrefix(teamName, 'Tim')} sudah dipindahkan ke ${EVENT_STATUS_LABELS[decision.state as EventStatus]}${byWhom(decision)}.`;

/**
 * One team moved elsewhere since the page showed it; in a batch, the first such team and how
 * many more (all or nothing: the batch moved none).
 */
export function stagesMovedText(
  moved: { teamName: string; decision: DecisionMade }[],
  batch: boolean,
): string {
  const [first, ...more] = moved;
  const sentence = movedSentence(first!.teamName, first!.decision);
  if (!batch) return `${sentence} ${RELOAD}`;
  const others =
    more.length > 0 ? ` ${more.length} tim terpilih lainnya juga sudah dipindahkan.` : '';
  return `Tidak ada tim yang dipindahkan. ${sentence}${others} ${RELOAD}`;
}
