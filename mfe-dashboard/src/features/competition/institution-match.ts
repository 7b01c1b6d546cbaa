import { institutionKey } from '@gcw/shared';

/**
 * The API saves the canonical name for any alias ("ITB" becomes "Institut Teknologi Bandung"),
 * so equal keys of the names here mean equal canonical ids there.
 */
export function sameInstitution(a: string | null, b: string | null): boolean {
  const key = institutionKey(a);
  return key !== '' && key === institutionKey(b);
}

/** Why Join is disabled: the team's institution named, in Indonesian. */
export function institutionMismatch(teamInstitusi: string, mine: string | null): string | null {
  if (sameInstitution(teamInstitusi, mine)) return null;
  return `Tim ini milik ${teamInstitusi}, sedangkan institusi di profil Anda ${
    mine ? mine : 'belum diisi'
  }. Semua anggota tim harus dari institusi yang sama, jadi Anda tidak dapat bergabung.`;
}
