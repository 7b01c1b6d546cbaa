import { institutionKey } from '@gcw/shared/contract';
import type {
  InstitutionChange,
  InstitutionCreatePayload,
  InstitutionMergePayload,
} from '@gcw/shared/contract';
import { eq, isNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { institutionAliases, institutions } from '../../core/db/schema/institutions';
import { teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { badRequest, conflict, notFound } from '../../core/http-error';
import { addAliases, aliasesOf, institutionById } from '../../domain/institutions/resolve';
import { repointUnmatched } from './repoint';
import type { Repointed } from './repoint';

export const MERGE_INTO_ITSELF = 'Institusi tidak dapat digabungkan ke dirinya sendiri.';
export const INSTITUTION_NOT_FOUND = 'Institusi tidak ditemukan.';
export const NOTHING_TO_MERGE =
  'Give the unmatched name (key) or the institution (from_id) to merge';

async function option(tx: Tx, id: number) {
  const row = await institutionById(tx, id);
  if (!row) throw notFound(INSTITUTION_NOT_FOUND);
  const aliases = (await aliasesOf(tx, [id])).get(id) ?? [];
  const own = institutionKey(row.name);
  return { id, name: row.name, aliases: aliases.filter((a) => institutionKey(a) !== own) };
}

/** The name in the queue as students wrote it, for the alias's display. */
async function spellingOf(tx: Tx, key: string): Promise<string> {
  const rows = await tx
    .select({ text: users.institusi })
    .from(users)
    .where(isNull(users.institutionId));
  return rows.find((r) => institutionKey(r.text) === key)?.text ?? key;
}

/**
 * Merges an unmatched name (it becomes an alias) or a duplicate institution (its profiles,
 * teams and aliases move, it is deleted) into `into_id`. One transaction: all or nothing.
 */
export async function mergeInstitution(
  ctx: AppContext,
  adminId: number,
  input: InstitutionMergePayload,
): Promise<InstitutionChange> {
  return ctx.db.transaction(async (tx) => {
    if (input.from_id !== undefined && input.from_id === input.into_id)
      throw badRequest(MERGE_INTO_ITSELF, { from_id: MERGE_INTO_ITSELF });
    const into = await institutionById(tx, input.into_id);
    if (!into) throw notFound(INSTITUTION_NOT_FOUND);
    let moved: Repointed;
    if (input.from_id !== undefined) {
      const from = await institutionById(tx, input.from_id);
      if (!from) throw notFound(INSTITUTION_NOT_FOUND);
      const set = { institutionId: into.id, institusi: into.name };
      const u = await tx
        .update(users)
        .set(set)
        .where(eq(users.institutionId, from.id))
        .returning({ id: users.id });
      const t = await tx
        .update(teams)
        .set(set)
        .where(eq(teams.institutionId, from.id))
        .returning({ id: teams.id });
      await tx
        .update(institutionAliases)
        .set({ institutionId: into.id })
        .where(eq(institutionAliases.institutionId, from.id));
      await tx.delete(institutions).where(eq(institutions.id, from.id));
      moved = { users: u.length, teams: t.length };
    } else {
      const key = institutionKey(input.key);
      if (!key) throw badRequest(NOTHING_TO_MERGE);
      const [owner] = await tx
        .select()
        .from(institutionAliases)
        .where(eq(institutionAliases.key, key));
      if (owner?.institutionId === into.id)
        throw badRequest(MERGE_INTO_ITSELF, { key: MERGE_INTO_ITSELF });
      if (owner) throw conflict('Nama ini sudah dipakai institusi lain.');
      await addAliases(tx, into.id, [await spellingOf(tx, key)]);
      moved = await repointUnmatched(tx);
    }
    await recordAudit(
      tx,
      adminId,
      'institution.merge',
      { type: 'institution', id: into.id },
      {
        into: into.name,
        ...(input.from_id !== undefined ? { from_id: input.from_id } : { key: input.key }),
        ...moved,
      },
    );
    return { institution: await option(tx, into.id), ...moved };
  });
}

/** Adds a canonical institution (often an unmatched name of the queue) and matches it. */
export async function createInstitution(
  ctx: AppContext,
  adminId: number,
  input: InstitutionCreatePayload & { name: string },
): Promise<InstitutionChange> {
  return ctx.db.transaction(async (tx) => {
    const spellings = [input.name, ...(input.aliases ?? [])];
    if (input.key) spellings.push(await spellingOf(tx, institutionKey(input.key)));
    const [taken] = await tx
      .select({ name: institutions.name })
      .from(institutionAliases)
      .innerJoin(institutions, eq(institutions.id, institutionAliases.institutionId))
      .where(eq(institutionAliases.key, institutionKey(input.name)));
    if (taken) throw conflict(`Institusi sudah ada: ${taken.name}`, { name: taken.name });
    const [row] = await tx
      .insert(institutions)
      .values({ name: input.name })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`Institusi sudah ada: ${input.name}`);
    await addAliases(tx, row.id, spellings);
    const moved = await repointUnmatched(tx);
    await recordAudit(
      tx,
      adminId,
      'institution.create',
      { type: 'institution', id: row.id },
      {
        name: row.name,
        aliases: input.aliases ?? [],
        ...(input.key ? { key: input.key } : {}),
        ...moved,
      },
    );
    return { institution: await option(tx, row.id), ...moved };
  });
}
