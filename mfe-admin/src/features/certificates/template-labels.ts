import type { CertificateTemplateKey } from '@gcw/shared';

/** Each template's name as the admin reads it (the kind, then the competition). */
export const TEMPLATE_LABELS: Record<CertificateTemplateKey, string> = {
  seminar: 'Kehadiran Seminar',
  'participant-hackathon': 'Peserta Hackathon',
  'participant-cp': 'Peserta Competitive Programming',
  'finalist-hackathon': 'Finalis Hackathon',
  'finalist-cp': 'Finalis Competitive Programming',
  'winner-hackathon': 'Pemenang Hackathon',
  'winner-cp': 'Pemenang Competitive Programming',
};

/** Who a template goes to, said before issuing. */
export const TEMPLATE_AUDIENCE: Record<CertificateTemplateKey, string> = {
  seminar: 'Peserta seminar yang sudah check-in.',
  'participant-hackathon': 'Anggota tim Hackathon yang sudah melewati tahap Registered.',
  'participant-cp': 'Anggota tim Competitive Programming yang sudah melewati tahap Registered.',
  'finalist-hackathon': 'Anggota tim Hackathon yang Anda pilih sebagai finalis.',
  'finalist-cp': 'Anggota tim Competitive Programming yang Anda pilih sebagai finalis.',
  'winner-hackathon': 'Anggota tim Hackathon yang Anda pilih sebagai pemenang.',
  'winner-cp': 'Anggota tim Competitive Programming yang Anda pilih sebagai pemenang.',
};
