import { institutionKey } from '@gcw/shared/contract';

import type { UserRow } from '../../core/db/schema/users';
import { forbidden } from '../../core/http-error';

export const PROFILE_INCOMPLETE = 'Lengkapi profil Anda terlebih dahulu sebelum mendaftar.';

/** Registering or joining needs the profile of R3.1 filled in (profile_has_updated). */
export function requireCompleteProfile(user: UserRow): void {
  if (!user.profileHasUpdated) throw forbidden(PROFILE_INCOMPLETE);
}

/** Who belongs where: a profile or a team (both rows carry these two fields). */
export interface InstitutionRef {
  institutionId: number | null;
  institusi: string | null;
}

/**
 * The same-institution rule (R1.7). Two canonical ids compare as ids, so "ITB" and "Institut
 * Teknologi Bandung" are one institution; otherwise (a name on no list yet) the texts compare
 * without case, accents, punctuation or repeated spaces.
 */
export function sameInstitution(a: InstitutionRef, b: InstitutionRef): boolean {
  if (a.institutionId !== null && b.institutionId !== null)
    return a.institutionId === b.institutionId;
  const key = institutionKey(a.institusi);
  return key !== '' && key === institutionKey(b.institusi);
}
