import type { FastifyInstance } from 'fastify';
import { array, boolean, number, object } from 'yup';

import type { AppContext } from '../../core/context';
import { badRequest } from '../../core/http-error';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireUser } from '../auth/guard';
import { baseListSchema } from '../admin/list-query';
import { API_BASE_PATH } from '@gcw/shared/contract';
import type { MailPreferences } from '@gcw/shared/contract';
import {
  isSwitchableKind,
  listNotifications,
  markRead,
  preferencesOf,
  savePreferences,
} from './service';

const tags = ['notifications'];
const security = [{ bearer: [] }];
const pageSchema = baseListSchema.pick(['page', 'page_size']);
const readSchema = object({
  ids: array(
    number().integer('ids harus bilangan bulat').positive('ids harus positif').required(),
  ).max(500, 'Paling banyak 500 ids sekaligus'),
  all: boolean(),
});

/** PUT body: any subset of the kinds, each true or false; an unknown kind is a 400. */
function parsePreferences(body: unknown): Partial<MailPreferences> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('Isi permintaan harus berupa objek');
  const out: Partial<MailPreferences> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!isSwitchableKind(key))
      throw badRequest(`Jenis pemberitahuan tidak dikenal: ${key.slice(0, 40)}`, {
        [key.slice(0, 40)]: 'tidak dikenal',
      });
    if (typeof value !== 'boolean')
      throw badRequest(`${key} harus true atau false`, { [key]: 'harus true atau false' });
    out[key as keyof MailPreferences] = value;
  }
  return out;
}

export function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const auth = requireUser(ctx);

  app.get(
    `${API_BASE_PATH}/notifications`,
    {
      preHandler: auth,
      schema: { tags, security, summary: 'NotificationsPage: newest first, with the unread count' },
    },
    async (request, reply) => {
      const raw = { ...(request.query as Record<string, unknown>) };
      for (const key of ['page', 'page_size'])
        if (typeof raw[key] === 'string' && raw[key] !== '') raw[key] = Number(raw[key]);
      const q = await validate(pageSchema, raw);
      return ok(
        reply,
        await listNotifications(ctx, currentAuth(request).user.id, q.page, q.page_size),
      );
    },
  );

  app.post(
    `${API_BASE_PATH}/notifications/read`,
    {
      preHandler: auth,
      schema: { tags, security, summary: 'Mark ids (or all: true) read; answers { unread }' },
    },
    async (request, reply) => {
      const input = await validate(readSchema, request.body);
      if (!input.all && !input.ids?.length) throw badRequest('Sebutkan ids atau all: true');
      return ok(reply, { unread: await markRead(ctx, currentAuth(request).user.id, input) });
    },
  );

  const prefsPath = `${API_BASE_PATH}/profile/notification-preferences`;
  app.get(
    prefsPath,
    { preHandler: auth, schema: { tags, security, summary: 'MailPreferences of the caller' } },
    async (request, reply) => ok(reply, await preferencesOf(ctx, currentAuth(request).user.id)),
  );

  app.put(
    prefsPath,
    {
      preHandler: auth,
      schema: {
        tags,
        security,
        summary: 'Turn optional mails on or off (the bell always shows them)',
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await savePreferences(ctx, currentAuth(request).user.id, parsePreferences(request.body)),
      ),
  );
}
