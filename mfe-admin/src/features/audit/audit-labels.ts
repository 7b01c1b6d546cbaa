import type { AuditEntry } from '@gcw/shared';

import { PAYMENT_LABELS, STATUS_LABELS } from '../common/labels';

/** The actions the API writes today (see api/src/features/admin); unknown ones show raw. */
export const AUDIT_ACTIONS: Record<string, string> = {
  'user.verify': 'Verifikasi data pengguna',
  'user.unverify': 'Batalkan verifikasi pengguna',
  'team.payment.verify': `Pembayaran ${PAYMENT_LABELS.verified.toLowerCase()}`,
  'team.payment.reject': `Pembayaran ${PAYMENT_LABELS.rejected.toLowerCase()}`,
  'team.status': 'Ubah tahap tim',
  'seminar.check_in': 'Check-in seminar',
  'user.resend_verification': 'Kirim ulang verifikasi e-mail',
};

const TARGETS: Record<string, string> = { user: 'Pengguna', team: 'Tim', ticket: 'Tiket' };

export const actionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

export const targetLabel = (entry: AuditEntry) =>
  `${TARGETS[entry.target_type] ?? entry.target_type} ${entry.target_id}`;

const stage = (value: unknown) =>
  typeof value === 'string' && value in STATUS_LABELS
    ? STATUS_LABELS[value as keyof typeof STATUS_LABELS]
    : String(value);

/** The detail as a sentence for the known shapes, else compact JSON. */
export function detailText(entry: AuditEntry): string {
  const { detail } = entry;
  if (typeof detail.reason === 'string') return `Alasan: ${detail.reason}`;
  if ('from' in detail && 'to' in detail) return `${stage(detail.from)} → ${stage(detail.to)}`;
  // A resent verification names the address it went to (the account's, or a pending new one).
  if (typeof detail.to === 'string') return `Ke ${detail.to}`;
  if (typeof detail.user_id === 'number') return `Pengguna ${detail.user_id}`;
  return Object.keys(detail).length ? JSON.stringify(detail) : '—';
}
