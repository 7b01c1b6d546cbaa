import type { CompetitionSettings, CompetitionType, SetupItem } from '@gcw/shared/contract';
import { COMPETITION_EVENT_NAME } from '@gcw/shared/contract';

import { wib } from '../../domain/settings/messages';
import { accountItem, registrationItem } from './event-items';
import { NO_FEE, rupiah, settingsLink } from './setup-texts';

function feeItem(type: CompetitionType, s: CompetitionSettings): SetupItem {
  const base = {
    id: `${type}.fee`,
    label: `Biaya pendaftaran ${COMPETITION_EVENT_NAME[type]}`,
    required: true,
    link: settingsLink(type, 'fee'),
  };
  if (s.fee === null && s.early_bird_fee === null)
    return { ...base, state: 'todo', detail: NO_FEE };
  if (s.fee !== null && s.early_bird_fee !== null && !s.early_bird_until)
    return {
      ...base,
      state: 'todo',
      link: settingsLink(type, 'early_bird_until'),
      detail: `Biaya early bird ${rupiah(s.early_bird_fee)} belum punya batas waktu, jadi tidak pernah berlaku: isi "Early bird sampai" atau kosongkan biaya early bird.`,
    };
  const regular = `${rupiah((s.fee ?? s.early_bird_fee)!)} per tim`;
  const early =
    s.fee !== null && s.early_bird_fee !== null && s.early_bird_until
      ? `; early bird ${rupiah(s.early_bird_fee)} sampai ${wib(s.early_bird_until)}`
      : '';
  return { ...base, state: 'done', detail: `${regular}${early}.` };
}

/** The bank account, fee and registration window of one competition. */
export function competitionItems(
  type: CompetitionType,
  s: CompetitionSettings,
  now: number,
): SetupItem[] {
  const name = COMPETITION_EVENT_NAME[type];
  return [
    accountItem(type, name, s.bank_account),
    feeItem(type, s),
    registrationItem(type, name, s.registration, now),
  ];
}
