import type { NotificationKind } from '@gcw/shared';

/** Indonesian names of the optional mails, one per notification kind. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  payment_verified: 'Pembayaran tim diverifikasi',
  payment_rejected: 'Pembayaran tim ditolak (dengan alasannya)',
  stage_advanced: 'Tim lolos ke tahap berikutnya',
  member_joined: 'Anggota baru bergabung dengan tim',
  member_left: 'Anggota keluar dari tim',
  team_deleted: 'Tim dihapus',
  seminar_confirmed: 'Kursi seminar dikonfirmasi',
};
