/**
 * The participant dashboard's default texts of its registration and stage pages. Since contract
 * 2.16 a deploy file cannot set them: the dates and the seminar fee are the event settings'
 * (2.14), the links, places and instructions too (`CompetitionTexts`, 2.16), and a page shows
 * these defaults where the admins set nothing. The fields stay for remotes built before.
 */
export interface DashboardConfig {
  /** A deploy's extra note on paying, shown under the account details; '' for none. */
  paymentInstructions: string;
  /** @deprecated since 2.14: read from the event settings. */
  seminarFee: number;
  /** @deprecated since 2.14: read from the event settings. */
  seminarDate: string;
  seminarPlace: string;
  /** @deprecated since 2.14: read from the event settings. */
  hackathonProposalDeadline: string;
  /** @deprecated since 2.14: read from the event settings. */
  hackathonVideoDeadline: string;
  /** @deprecated since 2.14: read from the event settings. */
  hackathonFinalDate: string;
  hackathonFinalPlace: string;
  hackathonFinalInfo: string;
  /** @deprecated since 2.14: read from the event settings. */
  cpWarmupStart: string;
  /** @deprecated since 2.14: read from the event settings. */
  cpWarmupEnd: string;
  cpWarmupUrl: string;
  /** @deprecated since 2.14: read from the event settings. */
  cpQualifyingStart: string;
  /** @deprecated since 2.14: read from the event settings. */
  cpQualifyingEnd: string;
  cpQualifyingUrl: string;
  /** @deprecated since 2.14: read from the event settings. */
  cpFinalDate: string;
  cpFinalPlace: string;
  cpFinalUrl: string;
  cpFinalInfo: string;
}

export const DEFAULT_DASHBOARD_CONFIG: DashboardConfig = {
  // Empty: the payment step states the amount and the account from the settings, and says
  // plainly when they are not announced, instead of pointing students elsewhere (an event run from a default install).
  paymentInstructions: '',
  seminarFee: 0,
  seminarDate: '',
  seminarPlace: '',
  hackathonProposalDeadline: '',
  hackathonVideoDeadline: '',
  hackathonFinalDate: '2025-07-19T08:00:00+07:00',
  hackathonFinalPlace: '',
  hackathonFinalInfo:
    'Finalis mempresentasikan solusi AI untuk tujuan pembangunan berkelanjutan di hadapan juri, lalu sesi tanya jawab.',
  cpWarmupStart: '',
  cpWarmupEnd: '',
  cpWarmupUrl: '',
  cpQualifyingStart: '',
  cpQualifyingEnd: '',
  cpQualifyingUrl: '',
  cpFinalDate: '2025-07-19T08:00:00+07:00',
  cpFinalPlace: '',
  cpFinalUrl: '',
  cpFinalInfo:
    'Finalis menyelesaikan soal algoritmika secara bersamaan; peringkat ditentukan jumlah soal benar dan penalti waktu.',
};
