import type { AnyNotificationKind, MailState } from '@gcw/shared';

/** Indonesian names of the outbox states; the wire keeps its English values. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Menunggu',
  sent: 'Terkirim',
  failed: 'Gagal',
};

export const MAIL_STATE_COLORS: Record<MailState, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
};

/**
 * Every template the contract names, plus the API's `email_change`; typed over NotificationKind
 * so a new kind in @gcw/shared fails the type check here until it has a label.
 */
const TEMPLATE_LABELS: Record<
  AnyNotificationKind | 'password_reset' | 'email_verification' | 'email_change',
  string
> = {
  password_reset: 'Atur ulang kata sandi',
  email_verification: 'Verifikasi e-mail',
  // A changed address is verified before it replaces the old one (the API's own template).
  email_change: 'Verifikasi alamat baru',
  payment_verified: 'Pembayaran terverifikasi',
  payment_rejected: 'Pembayaran ditolak',
  stage_advanced: 'Naik tahap',
  member_joined: 'Anggota bergabung',
  member_left: 'Anggota keluar',
  team_deleted: 'Tim dihapus',
  seminar_confirmed: 'Kursi seminar terkonfirmasi',
  // Kinds added in contract 2.5 outside NOTIFICATION_KINDS (issue 13).
  announcement: 'Pengumuman',
  member_removed: 'Dikeluarkan dari tim',
  leader_changed: 'Menjadi ketua tim',
};

/** A template the API adds later shows its raw name rather than nothing. */
export const templateLabel = (template: string): string =>
  (TEMPLATE_LABELS as Record<string, string>)[template] ?? template;
