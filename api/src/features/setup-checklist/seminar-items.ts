import type { SeminarSettings, SetupItem } from '@gcw/shared/contract';

import { wib } from '../../domain/settings/messages';
import { accountItem, eventItem, registrationItem } from './event-items';
import { NO_FEE, rupiah, settingsLink } from './setup-texts';

function scheduleItem(s: SeminarSettings): SetupItem {
  const place = [s.venue, s.online_link].filter(Boolean).join(' dan ');
  const base = { id: 'seminar.schedule', label: 'Tanggal dan tempat seminar', required: true };
  if (!s.starts_at)
    return {
      ...base,
      state: 'todo',
      link: settingsLink('seminar', 'starts_at'),
      detail: 'Tanggal dan jam seminar belum diisi.',
    };
  if (!place)
    return {
      ...base,
      state: 'todo',
      link: settingsLink('seminar', 'venue'),
      detail: `Mulai ${wib(s.starts_at)}; tempat atau tautan daring belum diisi.`,
    };
  return {
    ...base,
    state: 'done',
    link: settingsLink('seminar', 'starts_at'),
    detail: `Mulai ${wib(s.starts_at)} di ${place}.`,
  };
}

/** The seminar's date and place, fee, account (when it is paid) and registration window. */
export function seminarItems(s: SeminarSettings, now: number): SetupItem[] {
  const fee = s.fee === null ? null : s.fee === 0 ? 'Gratis.' : `${rupiah(s.fee)} per peserta.`;
  return [
    scheduleItem(s),
    eventItem('seminar', { key: 'fee', label: 'Biaya seminar', field: 'fee' }, fee, NO_FEE),
    ...(s.fee !== null && s.fee > 0 ? [accountItem('seminar', 'seminar', s.bank_account)] : []),
    registrationItem('seminar', 'seminar', s.registration, now),
  ];
}
