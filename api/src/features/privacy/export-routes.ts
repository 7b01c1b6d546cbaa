import {
  DATA_EXPORT_LIMITS,
  dataExportResponse,
  dataExportsResponse,
  PRIVACY_MESSAGES,
} from '@gcw/shared/contract';
import type { DataExport } from '@gcw/shared/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { number, object } from 'yup';

import { recordAudit } from '../../core/audit/record-audit';
import { currentAuth } from '../../core/auth/guard';
import { dataExports } from '../../core/db/schema/privacy';
import type { DataExportRow } from '../../core/db/schema/privacy';
import { conflict, HttpError, notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { tooManyRequests } from '../../domain/accounts/limits';

const tags = ['privacy'];
const INT4_MAX = 2_147_483_647;
const exportParams = object({
  id: number()
    .label('id')
    .typeError('id harus bilangan bulat positif')
    .integer('id harus bilangan bulat positif')
    .positive('id harus bilangan bulat positif')
    .max(INT4_MAX, 'id harus bilangan bulat positif')
    .required(),
});

const expired = (row: DataExportRow, now: Date) =>
  row.status === 'expired' || (row.status === 'ready' && row.expiresAt! <= now);

export function toDataExport(row: DataExportRow, now = new Date()): DataExport {
  return {
    id: row.id,
    status: expired(row, now) ? 'expired' : (row.status as DataExport['status']),
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size: row.size,
    file_count: row.fileCount,
  };
}

/** A student's archive of their own data: asked for, prepared in the background, downloaded. */
export const exportRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/exports',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "DataExport[]: the caller's latest archive requests, newest first",
        response: { data: dataExportsResponse },
      }),
    },
    async (request, reply) => {
      const rows = await ctx.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userId, currentAuth(request).user.id))
        .orderBy(desc(dataExports.id))
        .limit(5);
      return ok(
        reply.header('Cache-Control', 'no-store'),
        rows.map((r) => toDataExport(r)),
      );
    },
  );

  app.post(
    '/exports',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: `Ask for an archive of all one's data (${DATA_EXPORT_LIMITS.perDay} a day; 409 while one is pending)`,
        response: { status: 202, data: dataExportResponse },
      }),
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const pendingOf = (db: Pick<typeof ctx.db, 'select'>) =>
        db
          .select({ id: dataExports.id })
          .from(dataExports)
          .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'pending')));
      // A second click while one is being prepared is told so, and costs nothing of the limit.
      if ((await pendingOf(ctx.db)).length > 0) throw conflict(PRIVACY_MESSAGES.exportPending);
      // Counted outside the transaction: the limit store may be this database.
      const wait = await ctx.limits.dataExport.hit(String(userId));
      if (wait > 0) throw tooManyRequests(wait);
      const row = await ctx.db.transaction(async (tx) => {
        // Two clicks at once: the account row's lock orders them, the second sees the first.
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        if ((await pendingOf(tx)).length > 0) throw conflict(PRIVACY_MESSAGES.exportPending);
        const [created] = await tx.insert(dataExports).values({ userId }).returning();
        await recordAudit(tx, userId, 'privacy.export', { type: 'user', id: userId });
        return created!;
      });
      ctx.exports.wake();
      return ok(reply, toDataExport(row), 202);
    },
  );

  app.get(
    '/exports/:id/archive',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        params: exportParams,
        summary:
          'The prepared archive (ZIP) while its link is valid: its owner only (404 otherwise)',
        response: { media: ['application/zip'] },
      }),
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const [row] = await ctx.db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, request.params.id), eq(dataExports.userId, userId)));
      if (!row || row.status === 'failed') throw notFound(PRIVACY_MESSAGES.exportNotFound);
      if (row.status === 'pending') throw conflict(PRIVACY_MESSAGES.exportPending);
      if (expired(row, new Date()) || !row.storageKey)
        throw new HttpError(410, PRIVACY_MESSAGES.exportExpired);
      const stream = await ctx.files.open(row.storageKey);
      if (!stream) throw new HttpError(410, PRIVACY_MESSAGES.exportExpired);
      const day = row.readyAt!.toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="data-saya-gcw-${day}.zip"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Length', String(row.size))
        .send(stream);
    },
  );
};
