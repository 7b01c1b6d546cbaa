import type { CompetitionType, FileAccessEntry } from '@gcw/shared/contract';
import { eq, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { holds, readCallerGrants } from '../../core/auth/grants';
import { currentAuth } from '../../core/auth/guard';
import type { AppContext } from '../../core/context';
import { fileAccessLog } from '../../core/db/schema/committee';
import type { FileRow } from '../../core/db/schema/files';
import { teams } from '../../core/db/schema/teams';
import { isAssignedJudge } from '../../domain/judging/judge-access';
import { isMember } from '../../domain/teams/detail';

type Kind = FileAccessEntry['file_kind'];

const KIND: Record<string, Kind> = {
  'socmed-document': 'socmed_document',
  'payment-proof': 'payment_proof',
  proposal: 'proposal',
};

/** The team a file belongs to: its own team, or the team whose proof of payment it is. */
async function teamOf(ctx: AppContext, file: FileRow) {
  const [team] = await ctx.db
    .select({ id: teams.id, eventType: teams.eventType })
    .from(teams)
    .where(
      file.teamId !== null
        ? or(eq(teams.id, file.teamId), eq(teams.paymentFileId, file.id))
        : eq(teams.paymentFileId, file.id),
    )
    .limit(1);
  return team ? { id: team.id, competition: team.eventType as CompetitionType } : null;
}

/**
 * Who may open a file (ADR 0022): its owner and their team always; a committee member only with
 * the permission its kind needs, in the team's competition, or an assigned judge for a proposal.
 * A committee opening is written down ("who saw what"). Answers false for anyone else.
 */
export async function mayOpenFile(
  ctx: AppContext,
  request: FastifyRequest,
  file: FileRow,
): Promise<boolean> {
  const user = currentAuth(request).user;
  if (file.ownerId === user.id) return true;
  if (file.teamId !== null && (await isMember(ctx, file.teamId, user.id))) return true;
  if ((await readCallerGrants(ctx.db, request)).length === 0) return false;
  const team = await teamOf(ctx, file);
  const scope = team?.competition;
  const allowed =
    file.purpose === 'socmed-document'
      ? holds(request, 'people.review')
      : file.purpose === 'payment-proof'
        ? holds(request, 'payments.verify', scope)
        : file.purpose === 'proposal'
          ? holds(request, ['teams.manage', 'judging.manage'], scope) ||
            (team !== null &&
              holds(request, 'judging.score', scope) &&
              (await isAssignedJudge(ctx.db, user.id, team.id)))
          : file.purpose === 'certificate-image'
            ? holds(request, 'certificates.manage')
            : holds(request, 'people.review');
  if (!allowed) return false;
  if (file.purpose !== 'certificate-image') {
    await ctx.db.insert(fileAccessLog).values({
      fileId: file.id,
      fileKind: KIND[file.purpose] ?? 'other',
      ownerId: file.ownerId,
      teamId: team?.id ?? null,
      viewerId: user.id,
      viewerName: user.name,
    });
  }
  return true;
}
