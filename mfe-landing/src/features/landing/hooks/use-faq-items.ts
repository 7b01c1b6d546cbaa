import { selectAppConfig, useAppSelector } from '@gcw/shared/store';
import type { ReactNode } from 'react';
import { createElement } from 'react';

import { FactText } from '../components/fact-text';
import type { LandingFactName } from '../settings/landing-facts';
import { useLandingFacts } from '../settings/use-landing-facts';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqTabs {
  general: FaqItem[];
  registration: FaqItem[];
}

/**
 * The FAQ texts, with fees, sizes, dates and registration windows from the event settings so
 * they never drift (R1.7, R9.2, R9.4).
 */
export function useFaqItems(): FaqTabs {
  const { eventName } = useAppSelector(selectAppConfig);
  const facts = useLandingFacts();
  const fact = (name: LandingFactName) => createElement(FactText, { name, facts });
  const answer = (...parts: ReactNode[]) => createElement('span', null, ...parts);
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
        answer: answer(fact('final-day-sentence'), ' ', fact('countdown-sentence')),
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
        answer: answer(
          'Competitive Programming maksimal ',
          fact('size-cp'),
          ' orang per tim; Hackathon maksimal ',
          fact('size-hackathon'),
          ' orang per tim.',
        ),
      },
      {
        question: 'Berapa biaya pendaftaran?',
        answer: answer(
          'Hackathon: ',
          fact('fee-hackathon'),
          '; Competitive Programming: ',
          fact('fee-cp'),
          '; Seminar: ',
          fact('fee-seminar'),
          '.',
        ),
      },
      {
        question: 'Sampai kapan saya bisa mendaftar?',
        answer: answer(
          'Hackathon: ',
          fact('registration-hackathon'),
          '. Competitive Programming: ',
          fact('registration-cp'),
          '. Seminar: ',
          fact('registration-seminar'),
          '.',
        ),
      },
    ],
  };
}
