import { conflict } from '../../core/http-error';

export const ALREADY_IN_COMPETITION =
  'Anda sudah terdaftar di sebuah kompetisi. Satu peserta hanya boleh mengikuti satu kompetisi (Hackathon atau Competitive Programming).';
export const TEAM_FULL = 'Tim ini sudah penuh: jumlah anggota sudah mencapai batas maksimal.';
export const TEAM_NOT_FOUND =
  'Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.';
export const OTHER_INSTITUTION =
  'Semua anggota tim harus berasal dari institusi yang sama, dan institusi di profil Anda berbeda dengan institusi tim ini.';
export const TEAM_STARTED = 'Susunan tim tidak bisa diubah lagi setelah kompetisi dimulai.';

/** Says which institution the team belongs to, so the refused student knows (R1.7). */
export const teamInstitution = (name: string) => `This team belongs to ${name}`;

export const alreadyInCompetition = () => conflict(ALREADY_IN_COMPETITION);
