import type { CompetitionType } from './event-name';
import type { EventStatus } from './event-status';

/*
 * E-certificates (since 2.21): what an admin designs and issues, what a student
 * downloads and what anyone may verify at /sertifikat/<code>. The wire keeps English names; the
 * labels below are the words a person reads.
 */

/** seminar: checked-in attendees; participant: members of teams past Registered; finalist and
 * winner: members of the teams the admin picks when issuing. */
export const CERTIFICATE_KINDS = ['seminar', 'participant', 'finalist', 'winner'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  seminar: 'Kehadiran Seminar',
  participant: 'Peserta Kompetisi',
  finalist: 'Finalis',
  winner: 'Pemenang',
};

/** One template per kind and competition (the seminar has none). */
export const CERTIFICATE_TEMPLATE_KEYS = [
  'seminar',
  'participant-hackathon',
  'participant-cp',
  'finalist-hackathon',
  'finalist-cp',
  'winner-hackathon',
  'winner-cp',
] as const;
export type CertificateTemplateKey = (typeof CERTIFICATE_TEMPLATE_KEYS)[number];

/** The kind and the competition a template key stands for. */
export function certificateTemplateParts(key: CertificateTemplateKey): {
  kind: CertificateKind;
  competition: CompetitionType | null;
} {
  if (key === 'seminar') return { kind: 'seminar', competition: null };
  const [kind, short] = key.split('-') as [CertificateKind, 'hackathon' | 'cp'];
  return { kind, competition: short === 'cp' ? 'competitive-programming' : 'hackathon' };
}

/** Finalist and winner certificates go to teams the admin picks (team_ids of the job). */
export function certificateNeedsTeams(key: CertificateTemplateKey): boolean {
  const { kind } = certificateTemplateParts(key);
  return kind === 'finalist' || kind === 'winner';
}

/** The fields a template's body may use, written `{nama}` in the text, with what they hold. */
export const CERTIFICATE_FIELDS = {
  nama: 'Nama penerima',
  institusi: 'Institusi penerima',
  acara: 'Nama acara',
  tanggal: 'Tanggal acara',
  peran: 'Peran (peserta, finalis, pemenang, …)',
  tim: 'Nama tim (kosong untuk seminar)',
} as const;
export type CertificateField = keyof typeof CERTIFICATE_FIELDS;

export const CERTIFICATE_LIMITS = {
  title: 80,
  body: 1000,
  signerName: 80,
  signerRole: 80,
  signers: 3,
  revokeReason: 500,
  /** Bytes of one uploaded image (background, logo, signature). */
  imageBytes: 2 * 1024 * 1024,
} as const;

/** Where an uploaded image goes: POST …/templates/{key}/images/{slot}. */
export const CERTIFICATE_IMAGE_SLOTS = [
  'background',
  'logo',
  'signature-0',
  'signature-1',
  'signature-2',
] as const;
export type CertificateImageSlot = (typeof CERTIFICATE_IMAGE_SLOTS)[number];
export const CERTIFICATE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Codes look like GCW-C-7K3QH2XM9A: the prefix and 10 random base32 characters. */
export const CERTIFICATE_CODE_PREFIX = 'GCW-C-';
/** The product's public verification page of a code (no sign-in). */
export const certificateVerifyPath = (code: string) => `/sertifikat/${encodeURIComponent(code)}`;
export const CERTIFICATE_NOT_FOUND = 'Sertifikat tidak ditemukan.';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = {
  valid: 'Sah',
  revoked: 'Dicabut',
};

export const CERTIFICATE_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CertificateJobStatus = (typeof CERTIFICATE_JOB_STATUSES)[number];
export const CERTIFICATE_JOB_STATUS_LABELS: Record<CertificateJobStatus, string> = {
  queued: 'Menunggu',
  running: 'Berjalan',
  done: 'Selesai',
  failed: 'Gagal',
};

/** The notification kind of "E-sertifikat Anda sudah terbit" (bell and mail). */
export const CERTIFICATE_NOTIFICATION_KIND = 'certificate_issued' as const;

export interface CertificateSigner {
  name: string;
  /** e.g. "Ketua Panitia"; may be empty. */
  role: string;
  signature_file_id: number | null;
}

/** PUT /api/v1/admin/certificates/templates/{key} (and POST …/preview.pdf with an unsaved one). */
export interface CertificateTemplatePayload {
  title: string;
  /** Text with the fields of CERTIFICATE_FIELDS, e.g. "diberikan kepada {nama} dari {institusi}". */
  body: string;
  /** ISO date (YYYY-MM-DD); null: the seminar's date, or the competition's final from settings. */
  event_date: string | null;
  /** 0..3, printed left to right. */
  signers: CertificateSigner[];
  background_file_id: number | null;
  logo_file_id: number | null;
}

/** GET /api/v1/admin/certificates/templates: every key, the default where none was saved. */
export interface CertificateTemplate extends CertificateTemplatePayload {
  key: CertificateTemplateKey;
  /** Null: never saved (the default). */
  updated_at: string | null;
}

/** A certificate as its holder and the admins see it. */
export interface Certificate {
  code: string;
  kind: CertificateKind;
  competition: CompetitionType | null;
  template_key: CertificateTemplateKey;
  recipient_name: string;
  institusi: string | null;
  event_name: string;
  role_text: string;
  team_name: string | null;
  issued_at: string;
  revoked_at: string | null;
  revoke_reason: string | null;
}

/** GET /api/v1/admin/certificates?template_key=&search=&page= lists these. */
export interface AdminCertificate extends Certificate {
  user_id: number;
}

/** GET /api/v1/certificates/verify/{code}: public, nothing personal beyond the name. */
export interface CertificateVerification {
  code: string;
  name: string;
  kind: CertificateKind;
  kind_label: string;
  event_name: string;
  /** ISO date (YYYY-MM-DD) of the event the certificate is for, or null when none was set. */
  event_date: string | null;
  issued_at: string;
  status: CertificateStatus;
  revoked_at: string | null;
}

/** POST /api/v1/admin/certificates/jobs answers one (202); GET …/jobs lists them. */
export interface CertificateJob {
  id: number;
  template_key: CertificateTemplateKey;
  total: number;
  done: number;
  failed: number;
  status: CertificateJobStatus;
  created_at: string;
  finished_at: string | null;
  created_by_name: string;
}

/** POST /api/v1/admin/certificates/jobs: finalist and winner need team_ids. */
export interface CertificateJobPayload {
  template_key: CertificateTemplateKey;
  team_ids?: number[];
}

/** POST /api/v1/admin/certificates/{code}/revoke. */
export interface CertificateRevokePayload {
  reason: string;
}

/** One person a template would be issued to. */
export interface CertificateCandidate {
  user_id: number;
  name: string;
  institusi: string | null;
  team_id: number | null;
  team_name: string | null;
  /** Already holds a certificate of this template key (a job skips them). */
  already_issued: boolean;
}

/** A team the admin may pick for a finalist or winner certificate. */
export interface CertificateTeamOption {
  team_id: number;
  team_name: string;
  status: EventStatus;
  members: number;
}

/**
 * GET /api/v1/admin/certificates/candidates?key=&team_ids=1,2: who would receive it. For
 * finalist and winner, `teams` lists the competition's teams past Registered and `candidates`
 * the members of the teams in team_ids (none when absent); for the others `teams` is empty.
 */
export interface CertificateCandidates {
  candidates: CertificateCandidate[];
  teams: CertificateTeamOption[];
}

/** POST …/templates/{key}/images/{slot}: the stored image to put in the template. */
export interface CertificateImageUpload {
  file_id: number;
}
