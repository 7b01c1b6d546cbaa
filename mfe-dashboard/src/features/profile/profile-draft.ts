import type { ProfileFormValues } from './profile-schema';

/** What a person typed; the screenshot itself is never kept, only the name of the one chosen. */
export type DraftFields = Pick<
  ProfileFormValues,
  'name' | 'phone' | 'nim' | 'major' | 'institusi' | 'institution_id'
>;

export interface ProfileDraft {
  values: DraftFields;
  /** A screenshot chosen but not saved yet (its upload was cut off or refused). */
  fileName: string | null;
}

const TEXT_KEYS = ['name', 'phone', 'nim', 'major', 'institusi'] as const;

/** One draft per account, so a shared computer never shows one student's draft to another. */
const keyOf = (userId: number) => `gcw:profile-draft:${userId}`;

export function typedFields(values: ProfileFormValues): DraftFields {
  const { name, phone, nim, major, institusi, institution_id } = values;
  return { name, phone, nim, major, institusi, institution_id };
}

export function sameTyped(a: DraftFields, b: DraftFields): boolean {
  return TEXT_KEYS.every((key) => a[key] === b[key]);
}

function isDraft(value: unknown): value is ProfileDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { values, fileName } = value as Partial<ProfileDraft>;
  return (
    typeof values === 'object' &&
    values !== null &&
    TEXT_KEYS.every((key) => typeof values[key] === 'string') &&
    (fileName === null || typeof fileName === 'string')
  );
}

export function readProfileDraft(userId: number): ProfileDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isDraft(parsed) ? parsed : null;
  } catch {
    // Storage turned off or a draft from an older page: start from the saved profile.
    return null;
  }
}

export function writeProfileDraft(userId: number, draft: ProfileDraft | null) {
  try {
    if (draft) window.localStorage.setItem(keyOf(userId), JSON.stringify(draft));
    else window.localStorage.removeItem(keyOf(userId));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}
