import {
  idField,
  institutionChangeResponse,
  institutionOptionsResponse,
  optionalText,
  unmatchedInstitutionsResponse,
} from '@gcw/shared/contract';
import { array, object } from 'yup';

import { currentAuth } from '../../core/auth/guard';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { routeSchema } from '../../core/schema/route-schema';
import { createInstitution, mergeInstitution } from './admin-actions';
import { unmatchedInstitutions } from './queue';
import { searchInstitutions } from './search';

const tags = ['institutions'];
const nameField = () => optionalText('Nama institusi', 160);
const mergeSchema = object({
  into_id: idField('Institusi tujuan').required('Institusi tujuan wajib dipilih'),
  from_id: idField('Institusi asal').optional(),
  key: optionalText('Nama tak dikenal', 160).optional(),
});
const createSchema = object({
  name: nameField().required('Nama institusi wajib diisi'),
  aliases: array(nameField().required('Nama lain wajib diisi'))
    .label('Nama lain')
    .max(20, 'Paling banyak 20 nama lain')
    .optional(),
  key: optionalText('Nama tak dikenal', 160).optional(),
});
const searchQuery = object({ q: optionalText('Cari', 160) });

/** The students' institution picker. */
export const institutionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: 'Canonical institutions for the picker: name or alias prefix, at most 10',
        querystring: searchQuery,
        response: { data: institutionOptionsResponse },
      }),
    },
    async (request, reply) => ok(reply, await searchInstitutions(ctx.db, request.query.q ?? '')),
  );
};

/** The admins' canonical list: search, the unmatched names, merge and add. */
export const adminInstitutionRoutes: RoutePlugin = async (app, { ctx }) => {
  // The same search for the admin pages, which call the admin base only.
  app.get(
    '',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        summary: 'Canonical institutions (merge target picker)',
        querystring: searchQuery,
        response: { data: institutionOptionsResponse },
      }),
    },
    async (request, reply) => ok(reply, await searchInstitutions(ctx.db, request.query.q ?? '')),
  );

  app.get(
    '/unmatched',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        summary: 'Free-text institutions matching none, with counts',
        response: { data: unmatchedInstitutionsResponse },
      }),
    },
    async (_request, reply) => ok(reply, await unmatchedInstitutions(ctx.db)),
  );

  app.post(
    '/merge',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        body: mergeSchema,
        summary: 'Merge an unmatched name (key) or an institution (from_id) into into_id; audited',
        response: { data: institutionChangeResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      return ok(reply, await mergeInstitution(ctx, currentAuth(request).user.id, input));
    },
  );

  app.post(
    '',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'people.review' },
        body: createSchema,
        summary: 'Add a canonical institution (optionally from an unmatched key); audited',
        response: { status: 201, data: institutionChangeResponse },
      }),
    },
    async (request, reply) => {
      const input = request.body;
      return ok(reply, await createInstitution(ctx, currentAuth(request).user.id, input), 201);
    },
  );
};
