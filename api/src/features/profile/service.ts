import type { profileUpdateSchema } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { InferType } from 'yup';

import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { files } from '../../core/db/schema/files';
import { teamMembers } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { badRequest, conflict } from '../../core/http-error';
import { institutionById, resolveInstitution } from '../../domain/institutions/resolve';
import { sameInstitution } from '../../domain/profile/rules';
import { storedFileId } from './stored-file';

export const INSTITUTION_LOCKED = 'Institusi tidak dapat diubah selama Anda tergabung dalam tim.';
export const UNKNOWN_INSTITUTION =
  'Institusi yang dipilih tidak ditemukan. Pilih lagi dari daftar.';
export const NOT_YOUR_DOCUMENT = 'Bukti media sosial harus berupa gambar yang Anda unggah sendiri.';

/**
 * Saves the profile and marks it complete. A team member cannot move to another institution,
 * or the one-institution-per-team rule would break behind the team's back.
 */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: InferType<typeof profileUpdateSchema>,
): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, user.id));
    const next = await chosenInstitution(tx, input.institution_id ?? null, input.institusi);
    const fileId = storedFileId(input.socmed_document);
    if (fileId) {
      const [own] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerId, user.id)));
      if (!own) throw badRequest(NOT_YOUR_DOCUMENT, { socmed_document: NOT_YOUR_DOCUMENT });
    }
    if (membership && current && !sameInstitution(current, next)) {
      throw conflict(INSTITUTION_LOCKED, { institusi: INSTITUTION_LOCKED });
    }
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        phone: input.phone,
        major: input.major,
        institusi: next.institusi,
        institutionId: next.institutionId,
        nim: input.nim,
        socmedDocument: input.socmed_document,
        birthDate: input.birth_date,
        birthPlace: input.birth_place,
        gender: input.gender,
        profileHasUpdated: true,
      })
      .where(eq(users.id, user.id))
      .returning();
    return row!;
  });
}

/** The picked institution (by id), else the typed name matched against the list. */
async function chosenInstitution(tx: Tx, id: number | null, text: string) {
  if (id === null) return resolveInstitution(tx, text);
  const row = await institutionById(tx, id);
  if (!row) throw badRequest(UNKNOWN_INSTITUTION, { institution_id: UNKNOWN_INSTITUTION });
  return { institutionId: row.id, institusi: row.name };
}
