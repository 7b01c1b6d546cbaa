import type { AppConfig } from '@gcw/shared';

export type CpSection = 'stage-1' | 'stage-2' | 'final';

export interface CpStageContent {
  about: string;
  start: string;
  end: string;
  place: string;
  contestUrl: string;
  needs: string[];
}

const COMMON_NEEDS = [
  'Satu akun kontes per tim; kredensial dikirim panitia ke e-mail ketua tim.',
  'Laptop dengan koneksi internet stabil dan bahasa C, C++, Java atau Python siap pakai.',
  'Semua anggota hadir di kanal komunikasi panitia 30 menit sebelum mulai.',
];

/** What each CP stage is, when it runs and where to compete, from the event configuration. */
export function cpStageContent(section: CpSection, config: AppConfig['dashboard']): CpStageContent {
  if (section === 'stage-1') {
    return {
      about:
        'Babak pemanasan untuk mengenal sistem penilaian dan format soal. Nilainya tidak menentukan kelolosan.',
      start: config.cpWarmupStart,
      end: config.cpWarmupEnd,
      place: 'Daring',
      contestUrl: config.cpWarmupUrl,
      needs: COMMON_NEEDS,
    };
  }
  if (section === 'stage-2') {
    return {
      about: 'Babak penyisihan: tim dengan peringkat teratas melaju ke final.',
      start: config.cpQualifyingStart,
      end: config.cpQualifyingEnd,
      place: 'Daring',
      contestUrl: config.cpQualifyingUrl,
      needs: [
        ...COMMON_NEEDS,
        'Kerjakan sendiri: kecurangan atau kerja sama antartim membuat tim didiskualifikasi.',
      ],
    };
  }
  return {
    about: config.cpFinalInfo,
    start: config.cpFinalDate,
    end: '',
    place: config.cpFinalPlace,
    contestUrl: config.cpFinalUrl,
    needs: ['Kartu tanda mahasiswa setiap anggota.', ...COMMON_NEEDS.slice(1)],
  };
}
