import type { ProfileUpdateWithInstitution, User } from '@gcw/shared';
import { normalizePhone, PROFILE_PLACEHOLDERS, profileUpdateSchema } from '@gcw/shared';

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

/** The API's profile rules and messages (one schema in `@gcw/shared`), for the fields of this form. */
export const profileSchema = profileUpdateSchema.pick([
  'name',
  'phone',
  'major',
  'institusi',
  'nim',
  'socmed_document',
]);

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

/** R3.5: the user never enters birth date, place or gender; the fixed placeholders go instead. */
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
