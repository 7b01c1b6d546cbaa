import type { AnyNotificationKind } from '@gcw/shared';
import { MORE_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from '@gcw/shared';

/** Indonesian names of the optional mails, one per notification kind. */
export const KIND_LABELS: Record<AnyNotificationKind, string> = {
  payment_verified: 'Pembayaran tim diverifikasi',
  payment_rejected: 'Pembayaran tim ditolak (dengan alasannya)',
  stage_advanced: 'Tim lolos ke tahap berikutnya',
  member_joined: 'Anggota baru bergabung dengan tim',
  member_left: 'Anggota keluar dari tim',
  team_deleted: 'Tim dihapus',
  seminar_confirmed: 'Kursi seminar dikonfirmasi atau dibatalkan',
  announcement: 'Pengumuman panitia',
  member_removed: 'Anda dikeluarkan dari tim',
  leader_changed: 'Anda menjadi ketua tim',
};

/** The kinds of 2.2 and those added later outside NOTIFICATION_KINDS (contract 2.5). */
export const SWITCHABLE_KINDS: readonly AnyNotificationKind[] = [
  ...NOTIFICATION_KINDS,
  ...MORE_NOTIFICATION_KINDS,
];
