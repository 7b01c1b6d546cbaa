import type { SettingsSection } from '@gcw/shared';

export type FieldKind = 'datetime' | 'number' | 'text' | 'date';
export interface FieldSpec {
  /** Dotted path in the section's wire shape, also the key of the API's Errors. */
  path: string;
  label: string;
  kind: FieldKind;
  /** What an empty date means, when it is not "no limit". */
  emptyHint?: string;
}

const window = (prefix: string, label: string): FieldSpec[] => [
  { path: `${prefix}.opens_at`, label: `${label} dibuka (WIB)`, kind: 'datetime' },
  { path: `${prefix}.closes_at`, label: `${label} ditutup (WIB)`, kind: 'datetime' },
];

const bank: FieldSpec[] = [
  { path: 'bank_account.bank', label: 'Bank', kind: 'text' },
  { path: 'bank_account.number', label: 'Nomor rekening', kind: 'text' },
  { path: 'bank_account.holder', label: 'Atas nama', kind: 'text' },
];

const competition = (stage1: string, stage2: string, links: FieldSpec[]): FieldSpec[] => [
  ...window('registration', 'Pendaftaran'),
  { path: 'fee', label: 'Biaya (Rp)', kind: 'number' },
  { path: 'early_bird_fee', label: 'Biaya early bird (Rp)', kind: 'number' },
  { path: 'early_bird_until', label: 'Early bird sampai (WIB)', kind: 'datetime' },
  ...bank,
  { path: 'payment_instructions', label: 'Petunjuk pembayaran', kind: 'text' },
  { path: 'team_size.min', label: 'Ukuran tim minimum', kind: 'number' },
  { path: 'team_size.max', label: 'Ukuran tim maksimum', kind: 'number' },
  ...window('stage_1', stage1),
  ...window('stage_2', stage2),
  ...links,
  { path: 'final_place', label: 'Tempat final', kind: 'text' },
  { path: 'final_info', label: 'Keterangan final', kind: 'text' },
];

/** Competitive Programming's contest links (https), shown on each stage's page. */
const contestLinks: FieldSpec[] = [
  { path: 'stage_1_url', label: 'Tautan kontes warm-up', kind: 'text' },
  { path: 'stage_2_url', label: 'Tautan kontes penyisihan', kind: 'text' },
  { path: 'final_url', label: 'Tautan kontes final', kind: 'text' },
];

/** The fields of each section of /admin/settings. An empty date means "not set": open. */
export const SECTION_FIELDS: Record<SettingsSection, FieldSpec[]> = {
  general: [
    { path: 'countdown_target', label: 'Target hitung mundur (WIB)', kind: 'datetime' },
    { path: 'final_day', label: 'Hari final (FAQ)', kind: 'date' },
  ],
  hackathon: competition('Tahap 1 (proposal)', 'Tahap 2 (video)', []),
  'competitive-programming': competition('Tahap 1 (warm-up)', 'Tahap 2 (penyisihan)', contestLinks),
  seminar: [
    ...window('registration', 'Pendaftaran'),
    { path: 'fee', label: 'Biaya (Rp)', kind: 'number' },
    ...bank,
    { path: 'starts_at', label: 'Tanggal dan jam seminar (WIB)', kind: 'datetime' },
    { path: 'ends_at', label: 'Seminar selesai (WIB)', kind: 'datetime' },
    { path: 'venue', label: 'Tempat', kind: 'text' },
    { path: 'online_link', label: 'Tautan daring', kind: 'text' },
    { path: 'capacity', label: 'Kapasitas kursi', kind: 'number' },
    {
      path: 'cancel_until',
      label: 'Batas pembatalan kursi (WIB)',
      kind: 'datetime',
      emptyHint: 'Kosong: sampai seminar dimulai',
    },
  ],
};

export const SECTION_LABELS: Record<SettingsSection, string> = {
  general: 'Umum',
  hackathon: 'Hackathon',
  'competitive-programming': 'Competitive Programming',
  seminar: 'Seminar',
};
