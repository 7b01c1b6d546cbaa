import { eq } from 'drizzle-orm';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import { users } from '../../core/db/schema/users';
import { conflict, notFound } from '../../core/http-error';
import { retireOpenTokens } from '../../domain/accounts/tokens';
import { notify } from '../../domain/notifications/notify';
import type { NotificationInput } from '../../domain/notifications/notify';

export const ADMIN_VERIFY_MESSAGES = {
  alreadyVerified: 'Alamat e-mail pengguna ini sudah terverifikasi.',
  done: (email: string) => `Alamat e-mail ${email} ditandai terverifikasi.`,
} as const;

/** What the student reads in the bell (and by mail): who verified, and what it opens. */
export const emailVerifiedByAdmin = (email: string, auditId: number): NotificationInput => ({
  kind: 'email_verified',
  event: null,
  title: 'Alamat e-mail Anda telah diverifikasi',
  body: `Panitia telah memverifikasi alamat e-mail Anda (${email}). Kini Anda dapat mendaftarkan tim, bergabung dengan tim, dan mengambil kursi seminar.`,
  link: '/dashboard/profile',
  eventId: `audit-${auditId}`,
});

/**
 * An admin vouches for a student's address (e.g. the mail never arrives on a run without SMTP):
 * the address becomes verified, its open verification links die, the admin and the reason are
 * audited and the student is told, all in one transaction. An address verified already is a 409.
 */
export async function verifyEmailByAdmin(
  ctx: AppContext,
  adminId: number,
  userId: number,
  reason: string,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('Pengguna tidak ditemukan.');
    if (user.emailVerifiedAt) throw conflict(ADMIN_VERIFY_MESSAGES.alreadyVerified);
    await tx.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    // A pending address change keeps its own link: only the current address was vouched for.
    await retireOpenTokens(tx, user.id, ['email_verification']);
    const auditId = await recordAudit(
      tx,
      adminId,
      'user.verify_email',
      { type: 'user', id: user.id },
      { email: user.email, reason },
    );
    await notify(ctx, tx, [user.id], emailVerifiedByAdmin(user.email, auditId));
    return user.email;
  });
}
