import type { RetentionRun, RetentionSettings } from '@gcw/shared/contract';
import { formatDate, formatNumber } from '@gcw/shared/format';

/** What the retention job removes, in the order the page lists them (a run's counts by kind). */
export const RETENTION_KINDS = [
  { key: 'documents', label: 'Dokumen profil' },
  { key: 'payment_proofs', label: 'Bukti pembayaran' },
  { key: 'submissions', label: 'Berkas pengumpulan' },
  { key: 'log_entries', label: 'Catatan log' },
  { key: 'accounts', label: 'Akun belum selesai mendaftar' },
  { key: 'exports', label: 'Arsip data kedaluwarsa' },
] as const satisfies readonly { key: keyof RetentionRun; label: string }[];

/** The final day as a date; the API's text as it is if it is no date (never a blank or a throw). */
export function finalDayText(eventEnd: string): string {
  return Number.isNaN(Date.parse(eventEnd)) ? eventEnd || '—' : formatDate(eventEnd);
}

function afterFinalDay(days: number, eventEnd: string): string {
  const day = `hari final (${finalDayText(eventEnd)})`;
  return days === 0
    ? `dihapus setelah ${day}`
    : `dihapus ${formatNumber(days)} hari setelah ${day}`;
}

export interface RetentionPeriod {
  label: string;
  rule: string;
}

/** The deployment's periods in words, as the privacy notice promises them to the students. */
export function retentionPeriods(settings: RetentionSettings): RetentionPeriod[] {
  const end = settings.event_end;
  return [
    {
      label: 'Dokumen profil (bukti media sosial)',
      rule: afterFinalDay(settings.documents_days, end),
    },
    { label: 'Bukti pembayaran', rule: afterFinalDay(settings.payment_proofs_days, end) },
    {
      label: 'Berkas pengumpulan tim (proposal dan karya)',
      rule: afterFinalDay(settings.submissions_days, end),
    },
    { label: 'Catatan log', rule: afterFinalDay(settings.logs_days, end) },
    {
      label: 'Akun yang tidak menyelesaikan pendaftaran',
      rule: `dihapus ${formatNumber(settings.unfinished_accounts_days)} hari setelah mendaftar`,
    },
  ];
}

/** "3 dokumen profil, 1 catatan log", or null when the run removed nothing. */
export function runSummary(run: RetentionRun): string | null {
  const parts = RETENTION_KINDS.filter(({ key }) => run[key] > 0).map(
    ({ key, label }) => `${formatNumber(run[key])} ${label.toLowerCase()}`,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

export const NOTHING_REMOVED = 'Tidak ada yang dihapus';
