import type { UserRow } from '../../core/db/schema/users';
import { forbidden } from '../../core/http-error';

export const PROFILE_INCOMPLETE = 'Please complete your profile first';

/** Registering or joining needs the profile of SPEC §3 filled in (profile_has_updated). */
export function requireCompleteProfile(user: UserRow): void {
  if (!user.profileHasUpdated) throw forbidden(PROFILE_INCOMPLETE);
}

/** Institutions are compared without case or surrounding/duplicate spaces. */
export function sameInstitution(a: string | null, b: string | null): boolean {
  const norm = (v: string | null) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}
