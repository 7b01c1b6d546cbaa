import type {
  AccountNotificationKind,
  AnyNotificationKind,
  MailDelivery,
  MailState,
} from '@gcw/shared';

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

/** A sent mail that only went to a file on the server reached nobody: say so, not "Terkirim". */
export const STORED_LABEL = 'Disimpan di server, tidak dikirim';

export function mailStateLabel(state: MailState, delivery?: MailDelivery | null): string {
  if (state === 'sent' && delivery === 'file') return STORED_LABEL;
  return MAIL_STATE_LABELS[state] ?? state;
}

export function mailStateColor(state: MailState, delivery?: MailDelivery | null) {
  if (state === 'sent' && delivery === 'file') return 'info' as const;
  return MAIL_STATE_COLORS[state] ?? 'default';
}

/** The state filter: `sent` covers both a mail a server accepted and one stored on disk. */
export const MAIL_FILTER_LABELS: Record<MailState, string> = {
  ...MAIL_STATE_LABELS,
  sent: 'Terkirim atau disimpan',
};

/**
 * Every template the contract names, plus the API's `email_change`; typed over NotificationKind
 * so a new kind in @gcw/shared fails the type check here until it has a label.
 */
const TEMPLATE_LABELS: Record<
  | AnyNotificationKind
  | AccountNotificationKind
  | 'password_reset'
  | 'email_verification'
  | 'email_change'
  | 'setup_test',
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
  // Kinds added in contract 2.5 outside NOTIFICATION_KINDS (announcements and team management).
  announcement: 'Pengumuman',
  member_removed: 'Dikeluarkan dari tim',
  leader_changed: 'Menjadi ketua tim',
  // Account notices outside the mail preferences.
  email_verified: 'E-mail diverifikasi panitia',
  // The set-up checklist's test mail to the admin.
  setup_test: 'E-mail uji',
};

/** A template the API adds later shows its raw name rather than nothing. */
export const templateLabel = (template: string): string =>
  (TEMPLATE_LABELS as Record<string, string>)[template] ?? template;
