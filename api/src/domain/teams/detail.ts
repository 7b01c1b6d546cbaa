import {
  COMPETITION_EVENT_NAME,
  normalizeEventStatus,
  paymentReference,
} from '@gcw/shared/contract';
import type { CompetitionType, PaymentStatus, TeamDetail } from '@gcw/shared/contract';
import { asc, eq, inArray } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { stageSubmissions } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { teamMembers, teams } from '../../core/db/schema/teams';
import type { TeamRow } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';
import { fileUrl } from '../../core/uploads';

function referenceOf(team: TeamRow, payerOf: Map<string, number>): string | null {
  const payer = team.paymentFileId ? payerOf.get(team.paymentFileId) : undefined;
  return payer === undefined ? null : paymentReference(team.eventType as CompetitionType, payer);
}

/** Full details of several teams in three queries (admin lists use it page by page). */
export async function teamDetails(ctx: AppContext, rows: TeamRow[]): Promise<TeamDetail[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((t) => t.id);
  const proofIds = rows.flatMap((t) => (t.paymentFileId ? [t.paymentFileId] : []));
  const [members, submissions, payers] = await Promise.all([
    ctx.db
      .select({ teamId: teamMembers.teamId, joinedAt: teamMembers.joinedAt, user: users })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(inArray(teamMembers.teamId, ids))
      .orderBy(asc(teamMembers.joinedAt), asc(users.id)),
    ctx.db
      .select()
      .from(stageSubmissions)
      .where(inArray(stageSubmissions.teamId, ids))
      .orderBy(asc(stageSubmissions.stage)),
    // Who uploaded each proof: the reference they were told to write is theirs.
    proofIds.length === 0
      ? []
      : ctx.db
          .select({ id: files.id, ownerId: files.ownerId })
          .from(files)
          .where(inArray(files.id, proofIds)),
  ]);
  const payerOf = new Map(payers.map((p) => [p.id, p.ownerId]));
  return rows.map((team) => ({
    id: team.id,
    event_type: team.eventType as CompetitionType,
    event_name: COMPETITION_EVENT_NAME[team.eventType as CompetitionType],
    team_name: team.teamName,
    join_code: team.joinCode,
    institusi: team.institusi,
    supervisor: team.supervisor,
    supervisor_nidn: team.supervisorNidn,
    leader_id: team.leaderId,
    status: normalizeEventStatus(team.status),
    payment_status: team.paymentStatus as PaymentStatus,
    payment_note: team.paymentNote,
    bukti_pembayaran_url: fileUrl(team.paymentFileId),
    payment_reference: referenceOf(team, payerOf),
    member_count: team.memberCount,
    max_members: team.maxMembers,
    created_at: team.createdAt.toISOString(),
    members: members
      .filter((m) => m.teamId === team.id)
      .map(({ user, joinedAt }) => ({
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        nim: user.nim,
        major: user.major,
        institusi: user.institusi,
        is_leader: user.id === team.leaderId,
        joined_at: joinedAt.toISOString(),
      })),
    submissions: submissions
      .filter((s) => s.teamId === team.id)
      .map((s) => ({
        stage: s.stage as 1 | 2,
        file_url: fileUrl(s.fileId),
        video_url: s.videoUrl,
        submitted_by: s.submittedBy,
        submitted_at: s.submittedAt.toISOString(),
      })),
  }));
}

export async function teamDetail(ctx: AppContext, teamId: number): Promise<TeamDetail | null> {
  const rows = await ctx.db.select().from(teams).where(eq(teams.id, teamId));
  const [detail] = await teamDetails(ctx, rows);
  return detail ?? null;
}

export async function isMember(ctx: AppContext, teamId: number, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId));
  return row?.teamId === teamId;
}
