import type { AppConfig, EventSettings } from '@gcw/shared';
import { competitionTexts } from '@gcw/shared';

export type CpSection = 'stage-1' | 'stage-2' | 'final';

export interface CpStageContent {
  about: string;
  start: string | null;
  end: string | null;
  place: string;
  contestUrl: string;
  needs: string[];
}

const COMMON_NEEDS = [
  'Satu akun kontes per tim; kredensial dikirim panitia ke e-mail ketua tim.',
  'Laptop dengan koneksi internet stabil dan bahasa C, C++, Java atau Python siap pakai.',
  'Semua anggota hadir di kanal komunikasi panitia 30 menit sebelum mulai.',
];

/**
 * What each CP stage is, where to compete and when it runs: the admins' settings (links, place,
 * texts, each stage's window, the Final Day), else the page's own default texts.
 */
export function cpStageContent(
  section: CpSection,
  config: AppConfig['dashboard'],
  settings: EventSettings,
): CpStageContent {
  const cp = settings['competitive-programming'];
  const texts = competitionTexts(cp);
  if (section === 'stage-1') {
    return {
      about:
        'Babak pemanasan untuk mengenal sistem penilaian dan format soal. Nilainya tidak menentukan kelolosan.',
      start: cp.stage_1.opens_at,
      end: cp.stage_1.closes_at,
      place: 'Daring',
      contestUrl: texts.stage_1_url || config.cpWarmupUrl,
      needs: COMMON_NEEDS,
    };
  }
  if (section === 'stage-2') {
    return {
      about: 'Babak penyisihan: tim dengan peringkat teratas melaju ke final.',
      start: cp.stage_2.opens_at,
      end: cp.stage_2.closes_at,
      place: 'Daring',
      contestUrl: texts.stage_2_url || config.cpQualifyingUrl,
      needs: [
        ...COMMON_NEEDS,
        'Kerjakan sendiri: kecurangan atau kerja sama antartim membuat tim didiskualifikasi.',
      ],
    };
  }
  return {
    about: texts.final_info || config.cpFinalInfo,
    start: settings.general.final_day,
    end: null,
    place: texts.final_place || config.cpFinalPlace,
    contestUrl: texts.final_url || config.cpFinalUrl,
    needs: ['Kartu tanda mahasiswa setiap anggota.', ...COMMON_NEEDS.slice(1)],
  };
}
