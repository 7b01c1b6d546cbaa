import {
  adminEventSettingsResponse,
  deadlineExtensionsResponse,
  eventSettingsResponse,
  SETTINGS_SECTIONS,
} from '@gcw/shared/contract';
import type { AdminEventSettings } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { object, string } from 'yup';

import { currentAuth } from '../../core/auth/guard';
import { teamMembers } from '../../core/db/schema/teams';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams, serviceCheckedBody } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { saveSection, seminarSeatsTaken } from '../../domain/settings/save';
import { readSettings } from '../../domain/settings/store';
import { requireTeamsGrant } from '../../domain/teams/competitions-of';
import { setExtension, teamExtensions } from './extensions';

const tags = ['settings'];
const sectionParam = object({
  section: string()
    .label('Bagian')
    .required()
    .oneOf(
      [...SETTINGS_SECTIONS],
      `Bagian pengaturan harus salah satu dari: ${SETTINGS_SECTIONS.join(', ')}`,
    ),
});

function teamIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw notFound('Tim tidak ditemukan. Periksa kembali kode atau tautan dari ketua tim Anda.');
  return id;
}

/** The event settings every page reads, and the caller's team's deadline extensions. */
export const settingsRoutes: RoutePlugin = async (app, { ctx }) => {
  // Public and read on every page: revalidated each time (no-cache), answered 304 when unchanged.
  app.get(
    '',
    {
      schema: routeSchema({
        access: 'public',
        tags,
        summary: 'Event settings (EventSettings); ETag, 304 on If-None-Match',
        response: { data: eventSettingsResponse },
      }),
    },
    async (request, reply) => {
      const body = JSON.stringify({ Data: await readSettings(ctx.db) });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      const match = request.headers['if-none-match'];
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/my-extensions',
    {
      schema: routeSchema({
        tags,
        access: 'user',
        summary: "Deadline extensions of the caller's team",
        response: { data: deadlineExtensionsResponse },
      }),
    },
    async (request, reply) => {
      const userId = currentAuth(request).user.id;
      const [member] = await ctx.db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(eq(teamMembers.userId, userId));
      return ok(reply, member ? await teamExtensions(ctx.db, member.teamId) : []);
    },
  );
};

/** The admins' settings sections and the teams' deadline extensions. */
export const adminSettingsRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/settings',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'settings.edit' },
        summary: 'Settings plus seats taken',
        response: { data: adminEventSettingsResponse },
      }),
    },
    async (_request, reply) => {
      const settings: AdminEventSettings = {
        ...(await readSettings(ctx.db)),
        seminar_seats_taken: await seminarSeatsTaken(ctx.db),
      };
      return ok(reply, settings);
    },
  );

  app.put(
    '/settings/:section',
    {
      schema: routeSchema({
        tags,
        access: { permission: 'settings.edit' },
        params: sectionParam,
        body: serviceCheckedBody(
          'The section (EventSettings[section]); each field checked by the service',
        ),
        summary: 'Replace one section (400 with Errors per field); audited with old and new',
        response: { data: adminEventSettingsResponse },
      }),
    },
    async (request, reply) => {
      const adminId = currentAuth(request).user.id;
      await saveSection(ctx, adminId, request.params.section, request.body);
      return ok(reply, {
        ...(await readSettings(ctx.db)),
        seminar_seats_taken: await seminarSeatsTaken(ctx.db),
      } satisfies AdminEventSettings);
    },
  );

  const extension = '/teams/:id/deadline-extensions';
  app.get(
    extension,
    {
      schema: routeSchema({
        tags,
        access: { permission: 'teams.manage' },
        params: idParams('id'),
        summary: "A team's deadline extensions",
        response: { data: deadlineExtensionsResponse },
      }),
    },
    async (request, reply) => {
      const id = teamIdOf(request.params.id);
      await requireTeamsGrant(ctx.db, request, 'teams.manage', [id]);
      return ok(reply, await teamExtensions(ctx.db, id));
    },
  );

  app.put(
    extension,
    {
      schema: routeSchema({
        tags,
        access: { permission: 'teams.manage' },
        params: idParams('id'),
        body: serviceCheckedBody('{ window, until }: until null removes the extension'),
        summary: 'Extend one window for one team ({ window, until }; until null removes); audited',
        response: { data: deadlineExtensionsResponse },
      }),
    },
    async (request, reply) => {
      const id = teamIdOf(request.params.id);
      await requireTeamsGrant(ctx.db, request, 'teams.manage', [id]);
      return ok(reply, await setExtension(ctx, currentAuth(request).user.id, id, request.body));
    },
  );
};
