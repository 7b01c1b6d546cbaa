import { PRIVACY_MESSAGES } from '@gcw/shared/contract';
import type { ErasureResult } from '@gcw/shared/contract';
import { and, eq, or } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { Tx } from '../../core/db/client';
import { accountTokens } from '../../core/db/schema/account-tokens';
import { announcementRecipients } from '../../core/db/schema/announcements';
import { certificateJobItems, certificates } from '../../core/db/schema/certificates';
import { committeeMembers, fileAccessLog } from '../../core/db/schema/committee';
import { eventRegistrations, seminarTickets } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import { mailOutbox } from '../../core/db/schema/mail';
import { mailPreferences, notifications } from '../../core/db/schema/notifications';
import { dataExports, privacyConsents } from '../../core/db/schema/privacy';
import { refreshFamilies } from '../../core/db/schema/sessions';
import { users } from '../../core/db/schema/users';
import { conflict, notFound } from '../../core/http-error';
import { eraseFromTeam } from './erase-teams';
import { removeStored } from './remove-stored';
import { scrubPersonalText } from './scrub-personal-text';

export type ErasureBy =
  { kind: 'self' } | { kind: 'admin'; adminId: number; reason: string } | { kind: 'retention' };

/** What a kept record (an issued certificate) names instead of the person. */
export const pseudonymLabel = (pseudonym: string) => `Peserta ${pseudonym} (akun dihapus)`;

/**
 * Erases an account in one transaction: the team is handed over or dissolved, every personal
 * row is deleted, the records the privacy notice names are pseudonymised (issued certificates,
 * audit entries; a verified payment stays as the team's decision), and the account row stays as
 * a tombstone with no personal field so those records keep their key. Sessions end with it.
 * The stored bytes (uploads, archives, mails written to disk) are removed after the commit; a
 * removal that fails leaves an object no row refers to, which the file cleanup removes.
 */
export async function eraseAccount(
  ctx: AppContext,
  userId: number,
  by: ErasureBy,
): Promise<ErasureResult> {
  const pseudonym = `P-${randomBytes(4).toString('hex')}`;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.erasedAt) throw notFound(PRIVACY_MESSAGES.adminErasureUnknown);
    const [member] = await tx
      .select({ userId: committeeMembers.userId })
      .from(committeeMembers)
      .where(eq(committeeMembers.userId, userId));
    if (member || user.role === 'admin') throw conflict(PRIVACY_MESSAGES.erasureCommittee);

    const teams = await eraseFromTeam(ctx, tx, userId);
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.userId, userId));
    await tx.delete(seminarTickets).where(eq(seminarTickets.userId, userId));
    const removedFiles = await tx
      .delete(files)
      .where(eq(files.ownerId, userId))
      .returning({ key: files.storageKey });
    const archives = await tx
      .delete(dataExports)
      .where(eq(dataExports.userId, userId))
      .returning({ key: dataExports.storageKey });
    const mails = await tx
      .delete(mailOutbox)
      .where(or(eq(mailOutbox.userId, userId), eq(mailOutbox.recipient, user.email)))
      .returning({ id: mailOutbox.id });
    await deletePersonalRows(tx, userId);
    const kept = await tx
      .update(certificates)
      .set({ recipientName: pseudonymLabel(pseudonym), institusi: null })
      .where(eq(certificates.userId, userId))
      .returning({ code: certificates.code });
    await scrubPersonalText(tx, userId, [user.name, user.email, user.phone, user.nim]);
    await tx.update(users).set(tombstone(userId, pseudonym)).where(eq(users.id, userId));
    const result: ErasureResult = {
      pseudonym,
      files_removed: removedFiles.length,
      teams_dissolved: teams.dissolved,
      teams_handed_over: teams.handedOver,
      certificates_kept: kept.length,
    };
    const actor = by.kind === 'admin' ? by.adminId : userId;
    await recordAudit(
      tx,
      actor,
      'account.erase',
      { type: 'user', id: userId },
      {
        by: by.kind,
        ...(by.kind === 'admin' ? { reason: by.reason } : {}),
        ...result,
      },
    );
    const keys = [...removedFiles, ...archives].map((r) => r.key).filter((k): k is string => !!k);
    return { result, keys, mailIds: mails.map((m) => m.id) };
  });
  await removeStored(ctx, outcome.keys, outcome.mailIds);
  return outcome.result;
}

async function deletePersonalRows(tx: Tx, userId: number) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(mailPreferences).where(eq(mailPreferences.userId, userId));
  await tx.delete(privacyConsents).where(eq(privacyConsents.userId, userId));
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await tx.delete(refreshFamilies).where(eq(refreshFamilies.userId, userId));
  await tx.delete(fileAccessLog).where(eq(fileAccessLog.ownerId, userId));
  await tx.delete(announcementRecipients).where(eq(announcementRecipients.userId, userId));
  // A certificate not issued yet would print the erased name: the job skips them.
  await tx
    .delete(certificateJobItems)
    .where(and(eq(certificateJobItems.userId, userId), eq(certificateJobItems.state, 'pending')));
}

function tombstone(userId: number, pseudonym: string) {
  return {
    email: `erased-${userId}-${pseudonym.toLowerCase()}@akun-dihapus.invalid`,
    name: `Akun dihapus ${pseudonym}`,
    passwordHash: null,
    googleSub: null,
    profilePicture: null,
    phone: null,
    nim: null,
    major: null,
    institusi: null,
    institutionId: null,
    socmedDocument: null,
    birthDate: null,
    birthPlace: null,
    gender: null,
    profileHasUpdated: false,
    dataHasVerified: false,
    emailVerifiedAt: null,
    erasedAt: new Date(),
  };
}
