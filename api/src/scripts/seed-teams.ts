import { COMPETITION_EVENT_NAME, MAX_TEAM_SIZE } from '@gcw/shared/contract';
import type { CompetitionType, EventStatus, PaymentStatus } from '@gcw/shared/contract';
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

import type { Db } from '../core/db/client';
import { eventRegistrations } from '../core/db/schema/events';
import { files } from '../core/db/schema/files';
import { teamMembers, teams } from '../core/db/schema/teams';
import type { FileStore } from '../core/storage/file-store';
import { newJoinCode } from '../features/teams/join-code';

/**
 * The states a team can really be in, cycled over the demo teams: payment is reviewed while the
 * team is Registered, and only a verified team moves on to Stage-1, Stage-2 and the Final.
 */
export const TEAM_STATES: readonly { status: EventStatus; payment: PaymentStatus }[] = [
  { status: 'Registered', payment: 'pending' },
  { status: 'Registered', payment: 'rejected' },
  { status: 'Registered', payment: 'verified' },
  { status: 'Stage-1', payment: 'verified' },
  { status: 'Stage-2', payment: 'verified' },
  { status: 'Final', payment: 'verified' },
];

export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export interface TeamPlan {
  index: number;
  tag: string;
  eventType: CompetitionType;
  institusi: string;
  /** The canonical institution (null only for a name on no list). */
  institutionId: number | null;
  members: number[];
}

/**
 * One team in one transaction. A team whose members already belong to a team (a second run of
 * the same seed) is left as it is: answers false.
 */
export async function seedTeam(db: Db, store: FileStore, plan: TeamPlan): Promise<boolean> {
  const taken = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(inArray(teamMembers.userId, plan.members));
  if (taken.length > 0) return false;
  const state = TEAM_STATES[plan.index % TEAM_STATES.length]!;
  const fileId = randomUUID();
  const key = await store.save(TINY_PNG);
  await db.transaction(async (tx) => {
    await tx.insert(files).values({
      id: fileId,
      ownerId: plan.members[0]!,
      purpose: 'payment-proof',
      mime: 'image/png',
      size: TINY_PNG.length,
      storageKey: key,
    });
    const [team] = await tx
      .insert(teams)
      .values({
        eventType: plan.eventType,
        teamName: `Tim ${plan.tag} ${plan.index}`,
        joinCode: newJoinCode(),
        institusi: plan.institusi,
        institutionId: plan.institutionId,
        leaderId: plan.members[0]!,
        supervisor: `Dr. Pembimbing ${plan.index}`,
        supervisorNidn: `${10_000_000_00 + plan.index}`,
        paymentFileId: fileId,
        paymentStatus: state.payment,
        paymentNote: state.payment === 'rejected' ? 'Nominal tidak sesuai' : null,
        status: state.status,
        memberCount: plan.members.length,
        maxMembers: MAX_TEAM_SIZE[plan.eventType],
      })
      .returning({ id: teams.id });
    await tx.update(files).set({ teamId: team!.id }).where(eq(files.id, fileId));
    await tx
      .insert(teamMembers)
      .values(plan.members.map((userId) => ({ teamId: team!.id, userId })));
    await tx.insert(eventRegistrations).values(
      plan.members.map((userId) => ({
        userId,
        event: COMPETITION_EVENT_NAME[plan.eventType],
        status: state.status,
      })),
    );
  });
  return true;
}
