import { object, string } from 'yup';

import { PROFILE_PLACEHOLDERS } from './constants';
import { isStoredFile } from './institutions';
import { idField, requiredText } from './payload-fields';
import { PAYLOAD_MESSAGES as M } from './payload-messages';

/** Spaces, dashes, dots and brackets people type in phone numbers. */
export function compactPhone(value: string): string {
  return value.replace(/[\s\-.()]/g, '');
}

/** Indonesian mobile numbers: 08…, 628… or +628…, 10 to 14 digits in all. */
const INDONESIAN_MOBILE = /^(?:\+62|62|0)8[1-9][0-9]{6,10}$/;

/** Stored as 08…, one form for every number, so admins can compare and call them. */
export function normalizePhone(value: string): string {
  const compact = compactPhone(value);
  if (compact.startsWith('+62')) return `0${compact.slice(3)}`;
  if (compact.startsWith('62')) return `0${compact.slice(2)}`;
  return compact;
}

/** Letters, digits, `/`, `.` and `-`; the length is checked on its own for its own message. */
const NIM_FORMAT = /^[A-Za-z0-9/.-]+$/;

const PROFILE_LABELS = {
  name: 'Nama lengkap',
  phone: 'Nomor HP',
  major: 'Jurusan / program studi',
  institusi: 'Institusi',
  nim: 'NIM',
  socmed_document: 'Bukti media sosial',
} as const;
const L = PROFILE_LABELS;

const isHttpsLink = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The R3.5 profile update payload, as the profile form checks it and the API refuses it.
 * birth_*, gender: the fixed placeholders the client sends (defaults when left out).
 */
export const profileUpdateSchema = object({
  name: requiredText(L.name, 120),
  phone: string()
    .label(L.phone)
    .trim()
    .required(M.required(L.phone))
    .max(20, M.tooLong(L.phone, 20))
    // One stored form (08…) for every way of typing a number.
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .test(
      'indonesian-mobile',
      'Masukkan nomor HP Indonesia yang valid, contoh 081234567890 atau +6281234567890',
      (value) => !value || INDONESIAN_MOBILE.test(compactPhone(value)),
    ),
  major: requiredText(L.major, 120),
  institusi: requiredText(L.institusi, 160),
  nim: string()
    .label(L.nim)
    .trim()
    .required(M.required(L.nim))
    // Campuses write NIMs with letters and separators too, e.g. 21/123456/PA/12345.
    .matches(
      NIM_FORMAT,
      'NIM hanya boleh berisi huruf, angka, garis miring (/), titik (.) dan tanda hubung (-)',
    )
    .min(3, 'NIM minimal 3 karakter')
    .max(30, 'NIM maksimal 30 karakter'),
  // The uploaded image's URL, or a link given before uploads existed (kept until replaced); that
  // an upload is the caller's own is checked by the API.
  socmed_document: string()
    .label(L.socmed_document)
    .trim()
    .required('Bukti media sosial wajib diunggah')
    .max(500, M.tooLong(L.socmed_document, 500))
    .test(
      'https',
      'Tautan harus diawali https://',
      (v) => !v || isStoredFile(v) || /^https:\/\//.test(v),
    )
    .test('url', 'Masukkan tautan yang valid', (v) => !v || isStoredFile(v) || isHttpsLink(v)),
  // ProfileUpdateWithInstitution: the canonical institution picked from the list (optional).
  institution_id: idField('Institusi').nullable().optional(),
  birth_date: string().label('birth_date').trim().max(10).default(PROFILE_PLACEHOLDERS.birth_date),
  birth_place: string()
    .label('birth_place')
    .trim()
    .max(120)
    .default(PROFILE_PLACEHOLDERS.birth_place),
  gender: string().label('gender').trim().max(20).default(PROFILE_PLACEHOLDERS.gender),
});
