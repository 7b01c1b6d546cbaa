import type { BankAccount, EventWindow } from '@gcw/shared/contract';

import { wib } from '../../domain/settings/messages';

const rupiahNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** `100000` → `Rp100.000`, as the pages write it. */
export const rupiah = (amount: number) => `Rp${rupiahNumber.format(amount)}`;

/** The admin page and field where a fact is set (the settings page opens that tab). */
export const settingsLink = (section: string, field: string) =>
  `/admin/settings#${section}-${field}`;

export const accountText = (account: BankAccount) =>
  `${account.bank} ${account.number} a.n. ${account.holder}`;

/** A registration window as the admin reads it; null when it has no closing time. */
export function windowText(window: EventWindow, now: number): string | null {
  if (!window.closes_at) return null;
  const opens = window.opens_at ? `Dibuka ${wib(window.opens_at)}` : 'Sudah dibuka';
  const closed = Date.parse(window.closes_at) <= now;
  return `${opens}, ${closed ? 'sudah ditutup' : 'ditutup'} ${wib(window.closes_at)}.`;
}

export const NO_CLOSING =
  'Belum ada waktu tutup: pendaftaran terbuka tanpa batas waktu. Isi waktu tutupnya.';
export const NO_ACCOUNT =
  'Belum diisi: peserta belum tahu ke mana membayar, jadi pendaftaran yang berbayar belum bisa dikirim.';
export const NO_FEE = 'Belum diumumkan: halaman peserta menulis bahwa pendaftaran belum dibuka.';
