import { array, boolean, object, string } from 'yup';

import { flag, int, maybeInt, maybeText, oneOf, text } from './response-fields';

/*
 * Personal data (UU 27/2022 Pelindungan Data Pribadi): the privacy notice and its consent, a
 * student's archive of everything the event holds about them, erasure of an account, and the
 * retention job. Since @gcw/shared 3.1 (a registration now needs consent: major version 3).
 */

/**
 * The version of the privacy notice (`/privasi`). Changing the notice's text changes this; every
 * account is then asked to consent again before it goes on.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-02';

export const PRIVACY_MESSAGES = {
  consentRequired: 'Setujui Kebijakan Privasi untuk melanjutkan.',
  consentOutdated:
    'Kebijakan Privasi telah diperbarui. Muat ulang halaman lalu baca versi terbarunya.',
  exportPending: 'Arsip data Anda sedang disiapkan. Tunggu hingga selesai sebelum meminta lagi.',
  exportExpired: 'Tautan unduhan arsip ini sudah kedaluwarsa. Minta arsip baru.',
  exportNotFound: 'Arsip tidak ditemukan.',
  erasureCommittee:
    'Akun panitia tidak dapat dihapus dari sini. Minta Ketua panitia mencabut keanggotaan Anda terlebih dahulu.',
  erasureConfirm: 'Ketik HAPUS untuk mengonfirmasi penghapusan akun.',
  erasurePassword: 'Kata sandi salah.',
  erasureReauth: 'Masukkan kata sandi Anda atau masuk ulang dengan Google untuk mengonfirmasi.',
  erasureDone: 'Akun Anda telah dihapus. Terima kasih telah mengikuti GCW.',
  adminErasureDone: 'Akun telah dihapus.',
  adminErasureUnknown: 'Tidak ada akun dengan alamat surel ini.',
} as const;

/** The word a student types to confirm erasure (a button alone is too easy to press). */
export const ERASURE_CONFIRM_WORD = 'HAPUS';

/** How long a prepared archive can be downloaded, and how often one may be asked for. */
export const DATA_EXPORT_LIMITS = { linkValidMinutes: 60, perDay: 3 } as const;

/** GET /privacy/consent and the answer of POST /privacy/consent. */
export interface ConsentStatus {
  /** The notice's current version. */
  version: string;
  /** The version this account last agreed to, or null. */
  accepted_version: string | null;
  accepted_at: string | null;
  /** true when accepted_version is the current version. */
  current: boolean;
}

/** POST /privacy/consent: agrees to the notice of this version. */
export interface ConsentPayload {
  version: string;
}

/** The notice's version, checked against the current one (a stale page is told to reload). */
export const consentVersionField = () =>
  string()
    .label('Versi pemberitahuan')
    .required(PRIVACY_MESSAGES.consentRequired)
    .oneOf([PRIVACY_NOTICE_VERSION], PRIVACY_MESSAGES.consentOutdated);

export const consentSchema = object({ version: consentVersionField() });

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_STATUS_LABELS: Record<DataExportStatus, string> = {
  pending: 'Sedang disiapkan',
  ready: 'Siap diunduh',
  failed: 'Gagal disiapkan',
  expired: 'Kedaluwarsa',
};

/** One archive request: GET /privacy/exports lists the latest ones, newest first. */
export interface DataExport {
  id: number;
  status: DataExportStatus;
  requested_at: string;
  ready_at: string | null;
  /** Until when the archive can be downloaded (GET /privacy/exports/{id}/archive). */
  expires_at: string | null;
  /** The archive's size in bytes, once ready. */
  size: number | null;
  /** Uploaded files the archive holds. */
  file_count: number | null;
}

/** What erasing the account does to one of the student's teams. */
export interface ErasureTeamOutcome {
  team_id: number;
  team_name: string;
  event: string;
  /** `handover`: the team goes on under `new_leader_name`; `dissolve`: the team is deleted; `leave`: the student leaves it. */
  outcome: 'handover' | 'dissolve' | 'leave';
  new_leader_name: string | null;
}

/** GET /privacy/erasure: what deleting the account would do, shown before the student confirms. */
export interface ErasurePreview {
  teams: ErasureTeamOutcome[];
  seminar_registered: boolean;
  /** Uploaded files that would be removed from the store. */
  files: number;
  /** Issued certificates kept with a pseudonym in place of the name. */
  certificates_kept: number;
  /** Verified payments kept in the event's records (the team and the decision, no proof image). */
  payments_kept: number;
  /** true when the account signs in with a password (else: Google re-authentication). */
  has_password: boolean;
  /** Committee members cannot erase themselves here (PRIVACY_MESSAGES.erasureCommittee). */
  blocked: string | null;
}

/** POST /privacy/erasure: the password, or a fresh Google ID token, and the confirmation word. */
export interface ErasurePayload {
  confirm: string;
  password?: string;
  google_id_token?: string;
}

export const erasureSchema = object({
  confirm: string()
    .label('Konfirmasi')
    .trim()
    .required(PRIVACY_MESSAGES.erasureConfirm)
    .oneOf([ERASURE_CONFIRM_WORD], PRIVACY_MESSAGES.erasureConfirm),
  password: string().label('Kata sandi').max(200),
  google_id_token: string().label('Token Google').max(5000),
});

/** POST /api/v1/admin/privacy/erasures: a request made by mail, processed by the committee. */
export interface AdminErasurePayload {
  email: string;
  /** Where the request came from and how the requester's identity was checked. */
  reason: string;
}

export const adminErasureSchema = object({
  email: string()
    .label('Surel')
    .trim()
    .required('Surel wajib diisi.')
    .email('Surel tidak valid.')
    .max(254),
  reason: string()
    .label('Alasan')
    .trim()
    .required('Tuliskan dari mana permintaan ini datang dan bagaimana identitasnya diperiksa.')
    .min(10, 'Alasan minimal 10 karakter.')
    .max(500, 'Alasan maksimal 500 karakter.'),
});

/** What one erasure removed and kept (the answer of both erasure calls, and the audit detail). */
export interface ErasureResult {
  /** The pseudonym the kept records carry from now on. */
  pseudonym: string;
  files_removed: number;
  teams_dissolved: number;
  teams_handed_over: number;
  certificates_kept: number;
}

/** How long each kind of data is kept after the event's final day (days), from the deployment's settings. */
export interface RetentionSettings {
  documents_days: number;
  payment_proofs_days: number;
  submissions_days: number;
  logs_days: number;
  /** Accounts that never finished registering are erased this many days after sign-up. */
  unfinished_accounts_days: number;
  /** The day after which the periods above count: the event's final day. */
  event_end: string;
  /**
   * false until the committee saved the general settings (where the final day is set): until
   * then the event's periods do not run, as the default date is another year's.
   */
  event_end_set: boolean;
  /** false when the deployment turned the daily job off (RETENTION_INTERVAL=0). */
  scheduled: boolean;
}

/** One run of the retention job: what it removed. */
export interface RetentionRun {
  id: number;
  ran_at: string;
  documents: number;
  payment_proofs: number;
  submissions: number;
  log_entries: number;
  accounts: number;
  exports: number;
}

/** GET /api/v1/admin/privacy/retention. */
export interface RetentionOverview {
  settings: RetentionSettings;
  runs: RetentionRun[];
}

export const consentStatusResponse = object({
  version: text(),
  accepted_version: maybeText(),
  accepted_at: maybeText(),
  current: flag(),
});

export const dataExportResponse = object({
  id: int(),
  status: oneOf(DATA_EXPORT_STATUSES),
  requested_at: text(),
  ready_at: maybeText(),
  expires_at: maybeText(),
  size: maybeInt(),
  file_count: maybeInt(),
});

export const dataExportsResponse = array(dataExportResponse.defined()).defined();

export const erasurePreviewResponse = object({
  teams: array(
    object({
      team_id: int(),
      team_name: text(),
      event: text(),
      outcome: oneOf(['handover', 'dissolve', 'leave'] as const),
      new_leader_name: maybeText(),
    }).defined(),
  ).defined(),
  seminar_registered: flag(),
  files: int(),
  certificates_kept: int(),
  payments_kept: int(),
  has_password: flag(),
  blocked: maybeText(),
});

export const erasureResultResponse = object({
  pseudonym: text(),
  files_removed: int(),
  teams_dissolved: int(),
  teams_handed_over: int(),
  certificates_kept: int(),
});

export const retentionRunResponse = object({
  id: int(),
  ran_at: text(),
  documents: int(),
  payment_proofs: int(),
  submissions: int(),
  log_entries: int(),
  accounts: int(),
  exports: int(),
});

/** RetentionSettings: GET /privacy/retention (public) and the overview's `settings`. */
export const retentionSettingsResponse = object({
  documents_days: int(),
  payment_proofs_days: int(),
  submissions_days: int(),
  logs_days: int(),
  unfinished_accounts_days: int(),
  event_end: text(),
  event_end_set: boolean().defined(),
  scheduled: boolean().defined(),
});

export const retentionOverviewResponse = object({
  settings: retentionSettingsResponse.defined(),
  runs: array(retentionRunResponse.defined()).defined(),
});
