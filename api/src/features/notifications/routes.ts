import {
  mailPreferencesResponse,
  MORE_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  notificationsPageResponse,
  PAYLOAD_MESSAGES as M,
  unreadCountResponse,
} from '@gcw/shared/contract';
import { array, boolean, number, object } from 'yup';

import { currentAuth } from '../../core/auth/guard';
import { badRequest } from '../../core/http-error';
import { baseListSchema } from '../../core/list/list-query';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { listNotifications, markRead, preferencesOf, savePreferences } from './service';

const tags = ['notifications'];
const pageSchema = baseListSchema.pick(['page', 'page_size']);
const readSchema = object({
  ids: array(
    number()
      .label('ids')
      .integer('ids harus bilangan bulat')
      .positive('ids harus positif')
      .max(Number.MAX_SAFE_INTEGER, M.integer('ids'))
      .required(),
  ).max(500, 'Paling banyak 500 ids sekaligus'),
  all: boolean().label('all'),
});

/** PUT body: any subset of the kinds, each true or false; an unknown kind is a 400. */
const preferencesSchema = object(
  Object.fromEntries(
    [...NOTIFICATION_KINDS, ...MORE_NOTIFICATION_KINDS].map((kind) => [
      kind,
      boolean().label(kind).typeError(`${kind} harus true atau false`),
    ]),
  ),
).noUnknown(
  ({ unknown }: { unknown?: string }) =>
    `Jenis pemberitahuan tidak dikenal: ${String(unknown).slice(0, 40)}`,
);

export const notificationRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/notifications',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        querystring: pageSchema,
        summary: 'NotificationsPage: newest first, with the unread count',
        response: { data: notificationsPageResponse },
      }),
    },
    async (request, reply) => {
      const q = request.query;
      return ok(
        reply,
        await listNotifications(ctx, currentAuth(request).user.id, q.page, q.page_size),
      );
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        body: readSchema,
        summary: 'Mark ids (or all: true) read; answers { unread }',
        response: { data: unreadCountResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      if (!input.all && !input.ids?.length) throw badRequest('Sebutkan ids atau all: true');
      return ok(reply, { unread: await markRead(ctx, currentAuth(request).user.id, input) });
    },
  );

  const prefsPath = '/profile/notification-preferences';
  app.get(
    prefsPath,
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'MailPreferences of the caller',
        response: { data: mailPreferencesResponse },
      }),
    },
    async (request, reply) => ok(reply, await preferencesOf(ctx, currentAuth(request).user.id)),
  );

  app.put(
    prefsPath,
    {
      schema: routeSchema({
        tags,
        access: 'user',
        body: preferencesSchema,
        summary: 'Turn optional mails on or off (the bell always shows them)',
        response: { data: mailPreferencesResponse },
      }),
    },
    async (request, reply) =>
      ok(reply, await savePreferences(ctx, currentAuth(request).user.id, request.body)),
  );
};
