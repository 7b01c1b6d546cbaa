import { errorMessage } from '@gcw/shared';

/**
 * The API answers refusals in English (its `Message`); students read Indonesian. Known messages
 * are explained in Indonesian, anything else is shown as the API wrote it.
 */
const EXPLAINED: Record<string, string> = {
  'Please complete your profile first': 'Lengkapi profil Anda terlebih dahulu sebelum mendaftar.',
  'You are already registered for a competition':
    'Anda sudah terdaftar di sebuah kompetisi. Satu peserta hanya boleh mengikuti satu kompetisi (Hackathon atau Competitive Programming).',
  'Team is full': 'Tim ini sudah penuh: jumlah anggota sudah mencapai batas maksimal.',
  'Team not found':
    'Tim dengan kode tersebut tidak ditemukan. Periksa kembali kode dari ketua tim Anda.',
  'All team members must come from the same institution':
    'Semua anggota tim harus berasal dari institusi yang sama, dan institusi di profil Anda berbeda dengan institusi tim ini.',
  'The team can no longer change after the competition has started':
    'Susunan tim tidak bisa diubah lagi setelah kompetisi dimulai.',
  'Institution cannot change while you are in a team':
    'Institusi tidak dapat diubah selama Anda tergabung dalam tim.',
  'socmed_document must be a PNG, JPEG, WebP file':
    'Bukti media sosial harus berupa gambar PNG, JPG atau WebP.',
  'Social media document must be a link or your own upload':
    'Bukti media sosial harus berupa gambar yang Anda unggah sendiri.',
  'Unknown institution': 'Institusi yang dipilih tidak ditemukan. Pilih lagi dari daftar.',
  'You are already registered for the seminar': 'Anda sudah terdaftar di seminar.',
  'Payment is already verified': 'Pembayaran tim Anda sudah diverifikasi.',
  'You are not a member of this team':
    'Anda bukan anggota tim ini, jadi detail tim tidak dapat ditampilkan.',
  'You are not in a team': 'Anda belum tergabung dalam tim.',
  'Request is too large': 'Berkas terlalu besar. Ukuran maksimal 5 MB.',
  'Failed to refresh token': 'Sesi Anda telah berakhir. Silakan masuk lagi.',
  'Stage submissions are for Hackathon teams': 'Pengumpulan tahap hanya untuk tim Hackathon.',
  'Stage 1 submissions are open only while the team is at Stage-1':
    'Pengumpulan proposal hanya dibuka saat tim Anda berada di Tahap 1.',
  'Stage 2 submissions are open only while the team is at Stage-2':
    'Pengumpulan video hanya dibuka saat tim Anda berada di Tahap 2.',
};

export function refusalMessage(error: unknown, fallback: string): string {
  const raw = errorMessage(error, fallback);
  return EXPLAINED[raw] ?? raw;
}

export function isStatus(error: unknown, status: number): boolean {
  return (error as { status?: unknown } | undefined)?.status === status;
}
