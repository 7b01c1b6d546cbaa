import type { SeminarSettings, SetupItem } from '@gcw/shared/contract';
import { wib } from '../settings/messages';
import {
  accountText,
  NO_ACCOUNT,
  NO_CLOSING,
  NO_FEE,
  rupiah,
  settingsLink,
  windowText,
} from './setup-texts';

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
  const window = windowText(s.registration, now);
  const items: SetupItem[] = [
    scheduleItem(s),
    {
      id: 'seminar.fee',
      label: 'Biaya seminar',
      required: true,
      link: settingsLink('seminar', 'fee'),
      ...(s.fee === null
        ? { state: 'todo', detail: NO_FEE }
        : { state: 'done', detail: s.fee === 0 ? 'Gratis.' : `${rupiah(s.fee)} per peserta.` }),
    },
  ];
  if (s.fee !== null && s.fee > 0)
    items.push({
      id: 'seminar.bank_account',
      label: 'Rekening pembayaran seminar',
      required: true,
      link: settingsLink('seminar', 'bank_account.bank'),
      ...(s.bank_account
        ? { state: 'done', detail: accountText(s.bank_account) }
        : { state: 'todo', detail: NO_ACCOUNT }),
    });
  items.push({
    id: 'seminar.registration',
    label: 'Jadwal pendaftaran seminar',
    required: true,
    link: settingsLink('seminar', 'registration.closes_at'),
    ...(window ? { state: 'done', detail: window } : { state: 'todo', detail: NO_CLOSING }),
  });
  return items;
}
