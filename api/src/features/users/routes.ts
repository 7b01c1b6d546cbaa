import {
  adminUserDetailResponse,
  adminUserResponse,
  adminUsersPageResponse,
  verifyUserSchema,
} from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { currentAuth } from '../../core/auth/guard';
import { users } from '../../core/db/schema/users';
import { notFound } from '../../core/http-error';
import { listQuerySchema } from '../../core/list/list-query';
import { listedWithExport } from '../../core/list/listed-with-export';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { pendingEmail } from '../../domain/accounts/status';
import { eventsOf } from '../../domain/events/events-of';
import {
  USER_CSV_HEADER,
  listUsers,
  toAdminUsers,
  userCsvRow,
  userFilters,
  userSortable,
} from './list';
import { setDataVerified } from './verify-data';
import { adminVerifyEmailRoute } from './verify-email-route';

const tags = ['admin'];
const idParam = idParams('id');

function userId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Pengguna tidak ditemukan.');
  return id;
}

export const adminUserRoutes: RoutePlugin = async (app, { ctx }) => {
  const querystring = listQuerySchema(
    {
      role: ['admin', 'participant'],
      verified: ['true', 'false'],
      profile_completed: ['true', 'false'],
    },
    Object.keys(userSortable),
  );

  listedWithExport(app, ctx, {
    base: '',
    tags,
    access: { permission: 'people.review' },
    querystring,
    sortable: userSortable,
    defaultSort: '-created_at',
    filters: (query, params) => userFilters(query, params.search),
    list: listUsers,
    page: {
      summary: 'Users: search (name, email, nim, institusi), filters, pages, sort',
      data: adminUsersPageResponse,
    },
    csv: {
      summary: 'Users as CSV: every row of the same filters, streamed (UTF-8 with BOM, WIB)',
      file: 'pengguna',
      header: USER_CSV_HEADER,
      row: userCsvRow,
    },
  });

  app.get(
    '/:id',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        params: idParam,
        summary: 'One user with events and team',
        response: { data: adminUserDetailResponse },
      }),
    },
    async (request, reply) => {
      const [row] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, userId(request.params.id)));
      if (!row) throw notFound('Pengguna tidak ditemukan.');
      const [[user], events, pending] = await Promise.all([
        toAdminUsers(ctx, [row]),
        eventsOf(ctx, row.id),
        pendingEmail(ctx.db, row),
      ]);
      return ok(reply, {
        ...user!,
        events: events.events,
        email_verified: row.emailVerifiedAt !== null,
        pending_email: pending,
      });
    },
  );

  adminVerifyEmailRoute(app, ctx, userId);

  app.post(
    '/:id/verify',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        params: idParam,
        summary: 'Set data_has_verified',
        body: verifyUserSchema,
        response: { data: adminUserResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      const id = userId(request.params.id);
      const admin = currentAuth(request).user;
      const row = await setDataVerified(
        ctx,
        admin.id,
        id,
        input.verified,
        input.expected_data_version,
      );
      const [user] = await toAdminUsers(ctx, [row]);
      return ok(reply, user);
    },
  );
};
