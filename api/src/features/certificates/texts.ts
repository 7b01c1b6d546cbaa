import { certificateTemplateParts, COMPETITION_LABELS } from '@gcw/shared/contract';
import type {
  CertificateKind,
  CertificateTemplateKey,
  CompetitionType,
} from '@gcw/shared/contract';

import type { TemplateContent } from '../../core/db/schema/certificates';

/** What {peran} says for each kind. */
export const ROLE_TEXTS: Record<CertificateKind, string> = {
  seminar: 'Peserta Seminar',
  participant: 'Peserta',
  finalist: 'Finalis',
  winner: 'Pemenang',
};

const BODIES: Record<CertificateKind, string> = {
  seminar:
    'Diberikan kepada\n{nama}\n{institusi}\natas kehadirannya sebagai {peran} pada {acara} yang diselenggarakan pada {tanggal}.',
  participant:
    'Diberikan kepada\n{nama}\n{institusi}\natas partisipasinya sebagai {peran} bersama {tim} dalam {acara} pada {tanggal}.',
  finalist:
    'Diberikan kepada\n{nama}\n{institusi}\nsebagai {peran} bersama {tim} dalam {acara} pada {tanggal}.',
  winner:
    'Diberikan kepada\n{nama}\n{institusi}\nsebagai {peran} bersama {tim} dalam {acara} pada {tanggal}.',
};

/** The template of a key nobody saved: usable as it is (preview and issue without editing). */
export function defaultTemplate(key: CertificateTemplateKey): TemplateContent {
  const { kind } = certificateTemplateParts(key);
  return {
    title: 'SERTIFIKAT',
    body: BODIES[kind],
    eventDate: null,
    signers: [{ name: 'Ketua Panitia', role: 'Panitia Pelaksana', signatureImageId: null }],
    backgroundImageId: null,
    logoImageId: null,
  };
}

/** {acara}: the activity and the event's name, e.g. "Hackathon GCW 2025". */
export function eventNameOf(competition: CompetitionType | null, eventName: string): string {
  return `${competition ? COMPETITION_LABELS[competition] : 'Seminar'} ${eventName}`;
}

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** "2025-07-19" → "19 Juli 2025" (fixed words, so a PDF is the same on every server). */
export function longDate(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return '';
  // No-break spaces: a wrapped line never leaves "19" alone at the end of a line.
  return `${Number(m[3])}\u00a0${MONTHS[Number(m[2]) - 1] ?? ''}\u00a0${m[1]}`;
}

/** The calendar date in Jakarta (WIB) of an instant: the seminar's day as attendees know it. */
export function jakartaDate(instant: string | null): string | null {
  if (!instant) return null;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  return new Date(at.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

export interface FieldValues {
  nama: string;
  institusi: string;
  acara: string;
  tanggal: string;
  peran: string;
  tim: string;
}

/** The body with its fields filled in; NFC, so a decomposed "é" is drawn as one glyph. */
export function fillFields(body: string, values: FieldValues): string {
  return body
    .replace(
      /\{(nama|institusi|acara|tanggal|peran|tim)\}/g,
      (_, f: keyof FieldValues) => values[f],
    )
    .normalize('NFC');
}
