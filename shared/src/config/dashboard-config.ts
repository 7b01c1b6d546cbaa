/**
 * Texts, dates and links of the participant dashboard's registration and stage pages. The SPEC
 * gives none of them beyond the Final Day, so every date defaults to empty ("to be announced")
 * and a deployment fills them in `/app-config.json` under `dashboard`, without a rebuild.
 * Dates are ISO 8601 with offset.
 */
export interface DashboardConfig {
  /** How to pay the competition fee (bank account, e-wallet), shown beside the upload. */
  paymentInstructions: string;
  /** The seminar fee in rupiah; 0 means free. */
  seminarFee: number;
  seminarDate: string;
  seminarPlace: string;
  hackathonProposalDeadline: string;
  hackathonVideoDeadline: string;
  hackathonFinalDate: string;
  hackathonFinalPlace: string;
  hackathonFinalInfo: string;
  cpWarmupStart: string;
  cpWarmupEnd: string;
  cpWarmupUrl: string;
  cpQualifyingStart: string;
  cpQualifyingEnd: string;
  cpQualifyingUrl: string;
  cpFinalDate: string;
  cpFinalPlace: string;
  cpFinalUrl: string;
  cpFinalInfo: string;
}

export const DEFAULT_DASHBOARD_CONFIG: DashboardConfig = {
  paymentInstructions:
    'Transfer biaya pendaftaran ke rekening panitia yang tercantum di GuideBook, lalu unggah bukti transfernya di sini.',
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
