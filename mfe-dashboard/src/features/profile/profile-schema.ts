import type { ProfileUpdateWithInstitution, User } from '@gcw/shared';
import { isStoredFile, PROFILE_PLACEHOLDERS } from '@gcw/shared';
import { object, string } from 'yup';

export interface ProfileFormValues {
  name: string;
  phone: string;
  major: string;
  institusi: string;
  /** The canonical institution picked from the list; null for a name typed by hand. */
  institution_id: number | null;
  nim: string;
  socmed_document: string;
}

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

export const profileSchema = object({
  name: string().trim().required('Nama lengkap wajib diisi').max(120, 'Nama maksimal 120 karakter'),
  phone: string()
    .trim()
    .required('Nomor HP wajib diisi')
    .test(
      'indonesian-mobile',
      'Masukkan nomor HP Indonesia yang valid, contoh 081234567890 atau +6281234567890',
      (value) => !value || INDONESIAN_MOBILE.test(compactPhone(value)),
    ),
  major: string().trim().required('Jurusan / program studi wajib diisi').max(120),
  institusi: string().trim().required('Institusi wajib diisi').max(160),
  nim: string()
    .trim()
    .required('NIM wajib diisi')
    .matches(/^[0-9]+$/, 'NIM hanya boleh berisi angka')
    .min(5, 'NIM minimal 5 digit')
    .max(20, 'NIM maksimal 20 digit'),
  // The uploaded image's URL, or a link given before uploads existed (kept until replaced).
  socmed_document: string()
    .trim()
    .required('Bukti media sosial wajib diunggah')
    .test(
      'https',
      'Tautan harus diawali https://',
      (v) => !v || isStoredFile(v) || /^https:\/\//.test(v),
    )
    .test(
      'url',
      'Masukkan tautan yang valid',
      (v) => !v || isStoredFile(v) || string().url().isValidSync(v),
    )
    .max(500),
});

export function initialProfileValues(user: User | null): ProfileFormValues {
  return {
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    major: user?.major ?? '',
    institusi: user?.institusi ?? '',
    // The API matches the saved name again on save; no id needs to be remembered.
    institution_id: null,
    nim: user?.nim ?? '',
    socmed_document: user?.socmed_document ?? '',
  };
}

/** SPEC §3: the user never enters birth date, place or gender; the fixed placeholders go instead. */
export function toProfilePayload(values: ProfileFormValues): ProfileUpdateWithInstitution {
  return {
    name: values.name.trim(),
    phone: normalizePhone(values.phone.trim()),
    major: values.major.trim(),
    institusi: values.institusi.trim().replace(/\s+/g, ' '),
    nim: values.nim.trim(),
    socmed_document: values.socmed_document.trim(),
    birth_date: PROFILE_PLACEHOLDERS.birth_date,
    birth_place: PROFILE_PLACEHOLDERS.birth_place,
    gender: PROFILE_PLACEHOLDERS.gender,
    ...(values.institution_id !== null ? { institution_id: values.institution_id } : {}),
  };
}
