import { formatRupiah, formatRupiahRange, selectAppConfig, useAppSelector } from '@gcw/shared';

import { useEventDates } from './event-dates';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTabs {
  general: FaqItem[];
  registration: FaqItem[];
}

/** The FAQ texts, built from the configuration so fees, sizes and dates never drift (SPEC §1, §9). */
export function useFaqItems(): FaqTabs {
  const { eventName, fees, teamSizes } = useAppSelector(selectAppConfig);
  const { finalDayText, countdownTargetText } = useEventDates();
  return {
    general: [
      {
        question: `Apa itu ${eventName}?`,
        answer:
          'Pekan kode mahasiswa nasional yang diselenggarakan oleh universitas, berisi Hackathon (solusi AI untuk tujuan pembangunan berkelanjutan), Competitive Programming, dan Seminar Nasional AI untuk ekonomi digital dan UMKM.',
      },
      {
        question: 'Siapa yang boleh ikut?',
        answer: 'Mahasiswa aktif program D3/D4 dan S1 dari perguruan tinggi di Indonesia.',
      },
      {
        question: 'Bolehkah anggota tim berasal dari universitas yang berbeda?',
        answer: 'Tidak. Semua anggota satu tim harus berasal dari universitas yang sama.',
      },
      {
        question: 'Bolehkah saya mengikuti Hackathon dan Competitive Programming sekaligus?',
        answer:
          'Tidak. Setiap peserta hanya boleh mengikuti satu kompetisi: Hackathon atau Competitive Programming.',
      },
      {
        question: 'Kapan Final Day?',
        answer: `Final Day jatuh pada ${finalDayText}. Hitung mundur di halaman ini menuju ${countdownTargetText}.`,
      },
    ],
    registration: [
      {
        question: 'Bagaimana cara mendaftar?',
        answer:
          'Buat akun atau masuk, lengkapi profil, lalu daftarkan tim untuk kompetisi atau daftar sendiri untuk seminar dari dashboard.',
      },
      {
        question: 'Apakah pendaftaran dilakukan per tim atau perorangan?',
        answer:
          'Kompetisi (Hackathon dan Competitive Programming) diikuti per tim. Seminar diikuti secara individu.',
      },
      {
        question: 'Berapa jumlah anggota tim?',
        answer: `Competitive Programming maksimal ${teamSizes.competitiveProgramming} orang per tim; Hackathon maksimal ${teamSizes.hackathon} orang per tim.`,
      },
      {
        question: 'Berapa biaya pendaftaran?',
        answer: `Hackathon ${formatRupiahRange(fees.hackathonMin, fees.hackathonMax)}; Competitive Programming ${formatRupiah(fees.competitiveProgramming)}. Biaya seminar diumumkan kemudian.`,
      },
      {
        question: 'Sampai kapan saya bisa mendaftar?',
        answer: `Pantau timeline dan hitung mundur di halaman ini. Final Day: ${finalDayText}; hitung mundur berakhir ${countdownTargetText}.`,
      },
    ],
  };
}
