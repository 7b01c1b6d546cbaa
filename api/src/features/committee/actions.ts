import type { CommitteeInvitePayload, CommitteeMember } from '@gcw/shared/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import {
  committeeMemberRoles,
  committeeMembers,
  committeeRoles,
} from '../../core/db/schema/committee';
import { refreshFamilies } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';
import type { UserRow } from '../../core/db/schema/users';
import { badRequest, conflict, notFound } from '../../core/http-error';
import { queueMail } from '../../core/mail/outbox';
import { accountLink } from '../../domain/accounts/links';
import { TOKEN_TTL_MIN, issueToken, retireOpenTokens } from '../../domain/accounts/tokens';
import { committeeInviteMail } from './invite-mail';
import { listMembers } from './members';

const INVITE = 'committee_invite';
const LAST_MANAGER =
  'Panitia harus tetap punya setidaknya satu anggota yang dapat mengelola panitia untuk seluruh acara.';

async function rolesNamed(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(committeeRoles).where(inArray(committeeRoles.id, unique));
  if (rows.length !== unique.length)
    throw badRequest('Peran tidak dikenal', { role_ids: 'Peran tidak dikenal' });
  return rows;
}

/** After a change: someone must still be able to manage the committee for the whole event. */
async function keepAManager(tx: Tx) {
  const rows = await tx
    .select({ grants: committeeRoles.grants })
    .from(committeeMemberRoles)
    .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId));
  const managed = rows.some((r) =>
    r.grants.some((g) => g.permission === 'committee.manage' && g.scope === 'all'),
  );
  if (!managed) throw conflict(LAST_MANAGER);
}

async function queueInvite(
  ctx: AppContext,
  tx: Tx,
  member: { id: number; name: string; email: string },
  inviter: UserRow,
  roles: string[],
) {
  await retireOpenTokens(tx, member.id, [INVITE]);
  const { id, token } = await issueToken(tx, member.id, INVITE, member.email);
  await queueMail(ctx, tx, {
    userId: member.id,
    to: member.email,
    toName: member.name,
    template: INVITE,
    key: `${INVITE}:${member.id}:${id}`,
    content: committeeInviteMail({
      eventName: ctx.config.eventName,
      name: member.name,
      inviter: inviter.name,
      roles,
      url: `${accountLink(ctx.config, 'reset-password', token)}&invite=1`,
      days: TOKEN_TTL_MIN.committee_invite / (24 * 60),
    }),
    secret: true,
  });
}

/** A new committee account, its roles and the invite mail with the link that sets its password. */
export async function inviteMember(
  ctx: AppContext,
  inviter: UserRow,
  input: CommitteeInvitePayload,
): Promise<CommitteeMember> {
  const email = input.email.trim().toLowerCase();
  const id = await ctx.db.transaction(async (tx) => {
    const roles = await rolesNamed(tx, input.role_ids);
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email));
    if (existing)
      throw conflict(
        existing.role === 'admin'
          ? 'Email ini sudah terdaftar sebagai panitia.'
          : 'Email ini sudah dipakai akun peserta. Gunakan email lain untuk akun panitia.',
        { email: 'Email ini sudah dipakai' },
      );
    const [created] = await tx
      .insert(users)
      .values({
        email,
        name: input.name.trim(),
        role: 'admin',
        institutionId: input.institution_id ?? null,
        profileHasUpdated: true,
        dataHasVerified: true,
      })
      .returning({ id: users.id, name: users.name, email: users.email });
    const member = created!;
    await tx
      .insert(committeeMembers)
      .values({ userId: member.id, invitedBy: inviter.id, joined: false });
    await tx
      .insert(committeeMemberRoles)
      .values(roles.map((r) => ({ userId: member.id, roleId: r.id })));
    await queueInvite(
      ctx,
      tx,
      member,
      inviter,
      roles.map((r) => r.name),
    );
    await recordAudit(
      tx,
      inviter.id,
      'committee.invite',
      { type: 'user', id: member.id },
      { email, roles: roles.map((r) => r.name) },
    );
    return member.id;
  });
  ctx.mail.wake();
  return (await listMembers(ctx.db, id))[0]!;
}

async function lockMember(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ user: users, joined: committeeMembers.joined })
    .from(committeeMembers)
    .innerJoin(users, eq(users.id, committeeMembers.userId))
    .where(eq(committeeMembers.userId, userId))
    .for('update');
  if (!row) throw notFound('Anggota panitia tidak ditemukan.');
  return row;
}

export async function setMemberRoles(
  ctx: AppContext,
  actor: UserRow,
  userId: number,
  roleIds: readonly number[],
) {
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const roles = await rolesNamed(tx, roleIds);
    await tx.delete(committeeMemberRoles).where(eq(committeeMemberRoles.userId, userId));
    await tx.insert(committeeMemberRoles).values(roles.map((r) => ({ userId, roleId: r.id })));
    await keepAManager(tx);
    await recordAudit(
      tx,
      actor.id,
      'committee.roles',
      { type: 'user', id: userId },
      { roles: roles.map((r) => r.name) },
    );
  });
  return (await listMembers(ctx.db, userId))[0]!;
}

/**
 * Off the committee: the account keeps its history but no admin power (role participant), and
 * every sign-in of it ends at once.
 */
export async function removeMember(ctx: AppContext, actor: UserRow, userId: number) {
  if (userId === actor.id)
    throw conflict('Anda tidak dapat mengeluarkan diri sendiri dari panitia.');
  await ctx.db.transaction(async (tx) => {
    const { user } = await lockMember(tx, userId);
    await tx.delete(committeeMembers).where(eq(committeeMembers.userId, userId));
    await keepAManager(tx);
    await retireOpenTokens(tx, userId, [INVITE]);
    await tx.update(users).set({ role: 'participant' }).where(eq(users.id, userId));
    await tx
      .update(refreshFamilies)
      .set({ revokedAt: new Date(), revokedReason: 'committee_removed' })
      .where(and(eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)));
    await recordAudit(
      tx,
      actor.id,
      'committee.remove',
      { type: 'user', id: userId },
      { email: user.email },
    );
  });
}

export async function resendInvite(ctx: AppContext, actor: UserRow, userId: number) {
  await ctx.db.transaction(async (tx) => {
    const { user, joined } = await lockMember(tx, userId);
    if (joined) throw conflict('Anggota ini sudah bergabung: undangan tidak perlu dikirim lagi.');
    const roles = await tx
      .select({ name: committeeRoles.name })
      .from(committeeMemberRoles)
      .innerJoin(committeeRoles, eq(committeeRoles.id, committeeMemberRoles.roleId))
      .where(eq(committeeMemberRoles.userId, userId));
    await queueInvite(
      ctx,
      tx,
      user,
      actor,
      roles.map((r) => r.name),
    );
    await recordAudit(tx, actor.id, 'committee.resend_invite', { type: 'user', id: userId });
  });
  ctx.mail.wake();
}
