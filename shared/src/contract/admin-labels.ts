import type { CompetitionType } from './event-name';
import type { EventStatus } from './event-status';
import type { PaymentStatus } from './team';

/**
 * Indonesian labels of the wire values, for what a person reads: the admin pages and the
 * API's CSV exports use the same words. The wire keeps its English names.
 */
export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  Unregistered: 'Belum terdaftar',
  Registered: 'Terdaftar',
  'Stage-1': 'Tahap 1',
  'Stage-2': 'Tahap 2',
  Final: 'Final',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Menunggu',
  verified: 'Terverifikasi',
  rejected: 'Ditolak',
};

export const COMPETITION_LABELS: Record<CompetitionType, string> = {
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
};

/** The admin actions the API records; an unknown one is shown as written. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.verify': 'Verifikasi data pengguna',
  'user.unverify': 'Batalkan verifikasi pengguna',
  'team.payment.verify': 'Pembayaran terverifikasi',
  'team.payment.reject': 'Pembayaran ditolak',
  'team.status': 'Ubah tahap tim',
  'seminar.check_in': 'Check-in seminar',
  'seminar.cancel': 'Pembatalan kursi seminar',
  'user.resend_verification': 'Kirim ulang verifikasi e-mail',
  'user.verify_email': 'Tandai e-mail terverifikasi',
  'mail.resend': 'Kirim ulang e-mail',
  'team.deadline.extend': 'Perpanjang tenggat tim',
  'institution.merge': 'Gabungkan institusi',
  'institution.create': 'Tambah institusi',
  'settings.update': 'Ubah pengaturan acara',
  // Before announcements had drafts, creating an announcement sent it.
  'announcement.create': 'Kirim pengumuman',
  'announcement.draft': 'Buat draf pengumuman',
  'announcement.update': 'Ubah draf pengumuman',
  'announcement.edit_sent': 'Ubah pengumuman terkirim',
  'announcement.send': 'Kirim pengumuman',
  'announcement.schedule': 'Jadwalkan pengumuman',
  'announcement.unschedule': 'Batalkan jadwal pengumuman',
  'announcement.withdraw': 'Tarik pengumuman',
  'setup.test_mail': 'Kirim e-mail uji',
  'certificate.template.save': 'Simpan templat sertifikat',
  'certificate.issue': 'Terbitkan sertifikat',
  'certificate.revoke': 'Cabut sertifikat',
  // Personal data (since 3.0).
  'privacy.export': 'Minta arsip data pribadi',
  'account.erase': 'Hapus akun dan data pribadi',
  'retention.run': 'Jalankan retensi data',
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Pengguna',
  team: 'Tim',
  ticket: 'Tiket',
  institution: 'Institusi',
  settings: 'Pengaturan',
  announcement: 'Pengumuman',
  mail: 'E-mail',
  certificate: 'Sertifikat',
  certificate_template: 'Templat sertifikat',
  certificate_job: 'Penerbitan sertifikat',
  retention: 'Retensi data',
};
