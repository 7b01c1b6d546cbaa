import { and, asc, eq, or } from 'drizzle-orm';

import type { Tx } from '../../core/db/client';
import { auditLog } from '../../core/db/schema/audit';
import { certificates } from '../../core/db/schema/certificates';
import { fileAccessLog } from '../../core/db/schema/committee';
import { eventRegistrations, seminarTickets, stageSubmissions } from '../../core/db/schema/events';
import { files } from '../../core/db/schema/files';
import type { FileRow } from '../../core/db/schema/files';
import { mailOutbox } from '../../core/db/schema/mail';
import { mailPreferences, notifications } from '../../core/db/schema/notifications';
import { privacyConsents } from '../../core/db/schema/privacy';
import { teamMembers, teams } from '../../core/db/schema/teams';
import { users } from '../../core/db/schema/users';

export interface ArchiveContents {
  data: Record<string, unknown>;
  files: FileRow[];
}

/**
 * Everything the event holds about one person, as they would read it: their own rows, the team
 * they are in (its own fields, never the other members' data), and what was done with their
 * data (audit entries about them, who opened their files). Secrets are left out: the password
 * hash and Google's id are named only by whether they exist.
 */
export async function archiveContents(tx: Tx, userId: number): Promise<ArchiveContents> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} is gone`);
  const { passwordHash, googleSub, ...account } = user;
  const [membership] = await tx.select().from(teamMembers).where(eq(teamMembers.userId, userId));
  const [team] = membership
    ? await tx.select().from(teams).where(eq(teams.id, membership.teamId))
    : [];
  const own = await tx.select().from(files).where(eq(files.ownerId, userId));
  const byId = <T extends { userId: number }>(rows: T[]) =>
    rows.map(({ userId: _u, ...rest }) => rest);
  return {
    files: own,
    data: {
      account: {
        ...account,
        has_password: Boolean(passwordHash),
        google_linked: Boolean(googleSub),
      },
      team: team
        ? {
            ...team,
            joinCode: undefined,
            my_role: team.leaderId === userId ? 'leader' : 'member',
            joined_at: membership!.joinedAt,
            submissions: await tx
              .select()
              .from(stageSubmissions)
              .where(eq(stageSubmissions.teamId, team.id)),
          }
        : null,
      event_registrations: byId(
        await tx.select().from(eventRegistrations).where(eq(eventRegistrations.userId, userId)),
      ),
      seminar_tickets: byId(
        await tx.select().from(seminarTickets).where(eq(seminarTickets.userId, userId)),
      ),
      certificates: byId(
        await tx.select().from(certificates).where(eq(certificates.userId, userId)),
      ),
      notifications: byId(
        await tx
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(asc(notifications.id)),
      ),
      mail_preferences: byId(
        await tx.select().from(mailPreferences).where(eq(mailPreferences.userId, userId)),
      ),
      mails: await tx
        .select({
          subject: mailOutbox.subject,
          template: mailOutbox.template,
          state: mailOutbox.state,
          created_at: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(or(eq(mailOutbox.userId, userId), eq(mailOutbox.recipient, user.email)))
        .orderBy(asc(mailOutbox.id)),
      consents: byId(
        await tx.select().from(privacyConsents).where(eq(privacyConsents.userId, userId)),
      ),
      audit_entries: await tx
        .select({
          action: auditLog.action,
          detail: auditLog.detail,
          created_at: auditLog.createdAt,
        })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
        .orderBy(asc(auditLog.id)),
      file_views: await tx
        .select({
          file_id: fileAccessLog.fileId,
          kind: fileAccessLog.fileKind,
          viewer: fileAccessLog.viewerName,
          viewed_at: fileAccessLog.viewedAt,
        })
        .from(fileAccessLog)
        .where(eq(fileAccessLog.ownerId, userId))
        .orderBy(asc(fileAccessLog.id)),
      files: own.map(({ storageKey: _k, ownerId: _o, ...meta }) => meta),
    },
  };
}
