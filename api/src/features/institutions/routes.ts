import type { FastifyInstance } from 'fastify';
import { array, number, object, string } from 'yup';

import type { AppContext } from '../../core/context';
import { ok } from '../../core/reply';
import { validate } from '../../core/validate';
import { currentAuth, requireAdmin, requireUser } from '../auth/guard';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';
import { createInstitution, mergeInstitution } from './admin-actions';
import { unmatchedInstitutions } from './queue';
import { searchInstitutions } from './search';

const tags = ['institutions'];
const security = [{ bearer: [] }];
const id = (label: string) =>
  number().integer(`${label} must be an id`).positive(`${label} must be an id`);
const nameField = string().trim().max(160, 'Name is too long');
const mergeSchema = object({
  into_id: id('into_id').required('into_id is required'),
  from_id: id('from_id').optional(),
  key: string().trim().max(160).optional(),
});
const createSchema = object({
  name: nameField.required('Name is required'),
  aliases: array(nameField.required()).max(20).optional(),
  key: string().trim().max(160).optional(),
});

export function institutionRoutes(app: FastifyInstance, ctx: AppContext) {
  const admin = `${ADMIN_API_BASE_PATH}/institutions`;

  app.get<{ Querystring: { q?: string } }>(
    `${API_BASE_PATH}/institutions`,
    {
      preHandler: requireUser(ctx),
      schema: {
        tags,
        security,
        summary: 'Canonical institutions for the picker: name or alias prefix, at most 10',
        querystring: { type: 'object', properties: { q: { type: 'string' } } },
      },
    },
    async (request, reply) =>
      ok(reply, await searchInstitutions(ctx.db, String(request.query.q ?? '').slice(0, 160))),
  );

  // The same search for the admin pages, which call the admin base only.
  app.get<{ Querystring: { q?: string } }>(
    admin,
    {
      preHandler: requireAdmin(ctx),
      schema: {
        tags,
        security,
        summary: 'Canonical institutions (merge target picker)',
        querystring: { type: 'object', properties: { q: { type: 'string' } } },
      },
    },
    async (request, reply) =>
      ok(reply, await searchInstitutions(ctx.db, String(request.query.q ?? '').slice(0, 160))),
  );

  app.get(
    `${admin}/unmatched`,
    {
      preHandler: requireAdmin(ctx),
      schema: { tags, security, summary: 'Free-text institutions matching none, with counts' },
    },
    async (_request, reply) => ok(reply, await unmatchedInstitutions(ctx.db)),
  );

  app.post(
    `${admin}/merge`,
    {
      preHandler: requireAdmin(ctx),
      schema: {
        tags,
        security,
        summary: 'Merge an unmatched name (key) or an institution (from_id) into into_id; audited',
      },
    },
    async (request, reply) => {
      const input = await validate(mergeSchema, request.body);
      return ok(reply, await mergeInstitution(ctx, currentAuth(request).user.id, input));
    },
  );

  app.post(
    admin,
    {
      preHandler: requireAdmin(ctx),
      schema: {
        tags,
        security,
        summary: 'Add a canonical institution (optionally from an unmatched key); audited',
      },
    },
    async (request, reply) => {
      const input = await validate(createSchema, request.body);
      return ok(reply, await createInstitution(ctx, currentAuth(request).user.id, input), 201);
    },
  );
}
