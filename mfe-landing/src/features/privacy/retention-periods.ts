import type { RetentionSettings } from '@gcw/shared';
import { formatDate } from '@gcw/shared/format';

export interface RetentionPeriod {
  kind: string;
  when: string;
}

const isDays = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** "dihapus N hari setelah hari final (tanggal)"; 0 days is the day after the final. */
function afterFinal(days: number, finalDay: string) {
  const date = formatDate(finalDay);
  return days === 0
    ? `dihapus segera setelah hari final (${date})`
    : `dihapus ${days} hari setelah hari final (${date})`;
}

/**
 * The periods the notice lists, worded for people; null when the answer is not the settings
 * (an older API, a proxy's page): the notice then says it without numbers rather than wrongly.
 */
export function retentionPeriods(
  settings: RetentionSettings | undefined,
): RetentionPeriod[] | null {
  if (!settings || typeof settings.event_end !== 'string') return null;
  if (Number.isNaN(Date.parse(settings.event_end))) return null;
  const days = [
    settings.documents_days,
    settings.payment_proofs_days,
    settings.submissions_days,
    settings.logs_days,
    settings.unfinished_accounts_days,
  ];
  if (!days.every(isDays)) return null;
  const end = settings.event_end;
  return [
    {
      kind: 'Dokumen yang Anda unggah untuk profil (bukti unggahan media sosial)',
      when: afterFinal(settings.documents_days, end),
    },
    { kind: 'Bukti pembayaran', when: afterFinal(settings.payment_proofs_days, end) },
    {
      kind: 'Proposal, berkas, dan tautan video tim',
      when: afterFinal(settings.submissions_days, end),
    },
    {
      kind: 'Catatan audit, riwayat siapa membuka berkas Anda, dan surel yang terkirim',
      when: afterFinal(settings.logs_days, end),
    },
    {
      kind: 'Akun yang pendaftarannya tidak pernah diselesaikan',
      when: `dihapus ${settings.unfinished_accounts_days} hari setelah akun dibuat`,
    },
  ];
}
