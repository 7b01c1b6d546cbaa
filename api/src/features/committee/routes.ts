import { committeeInviteSchema, committeeRolesSchema, messageResponse } from '@gcw/shared/contract';

import { currentAuth } from '../../core/auth/guard';
import { notFound } from '../../core/http-error';
import { ok } from '../../core/reply';
import type { RoutePlugin } from '../../core/route-plugin';
import { idParams } from '../../core/schema/path-params';
import { routeSchema } from '../../core/schema/route-schema';
import { inviteMember, removeMember, resendInvite, setMemberRoles } from './actions';
import { fileAccessOf } from './file-access-log';
import { committeeSelf, listMembers, listRoles } from './members';
import {
  fileAccessResponse,
  memberResponse,
  membersResponse,
  rolesResponse,
  selfResponse,
} from './responses';

const tags = ['committee'];
const manage = { permission: 'committee.manage' } as const;

function userIdOf(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Anggota panitia tidak ditemukan.');
  return id;
}

/** The committee (ADR 0022): who is on it, with which roles; invites, changes, removals. */
export const committeeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/me',
    {
      schema: routeSchema({
        tags,
        access: 'admin',
        summary: "CommitteeSelf: the caller's roles and grants (the admin menus follow them)",
        response: { data: selfResponse },
      }),
    },
    async (request, reply) => ok(reply, await committeeSelf(ctx.db, currentAuth(request).user.id)),
  );

  app.get(
    '/roles',
    {
      schema: routeSchema({
        tags,
        access: manage,
        summary: 'The roles and the grants of each',
        response: { data: rolesResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listRoles(ctx.db)),
  );

  app.get(
    '/members',
    {
      schema: routeSchema({
        tags,
        access: manage,
        summary: 'The committee members with their roles',
        response: { data: membersResponse },
      }),
    },
    async (_request, reply) => ok(reply, await listMembers(ctx.db)),
  );

  app.post(
    '/invites',
    {
      schema: routeSchema({
        tags,
        access: manage,
        body: committeeInviteSchema,
        summary: 'Invite a member by mail (a link that sets the password); audited',
        response: { status: 201, data: memberResponse },
      }),
    },
    async (request, reply) =>
      ok(reply, await inviteMember(ctx, currentAuth(request).user, request.body), 201),
  );

  const member = idParams('id');
  app.put(
    '/members/:id/roles',
    {
      schema: routeSchema({
        tags,
        access: manage,
        params: member,
        body: committeeRolesSchema,
        summary:
          "Replace a member's roles (one manager of the whole committee always stays); audited",
        response: { data: memberResponse },
      }),
    },
    async (request, reply) => {
      const id = userIdOf(request.params.id);
      return ok(
        reply,
        await setMemberRoles(ctx, currentAuth(request).user, id, request.body.role_ids),
      );
    },
  );

  app.delete(
    '/members/:id',
    {
      schema: routeSchema({
        tags,
        access: manage,
        params: member,
        summary: 'Remove a member: no admin power, every sign-in ended; audited',
        response: { data: messageResponse },
      }),
    },
    async (request, reply) => {
      await removeMember(ctx, currentAuth(request).user, userIdOf(request.params.id));
      return ok(reply, { message: 'Anggota dikeluarkan dari panitia.' });
    },
  );

  app.post(
    '/members/:id/resend-invite',
    {
      schema: routeSchema({
        tags,
        access: manage,
        params: member,
        summary: 'A new invite link for a member who has not joined (the old one stops working)',
        response: { status: 202, data: messageResponse },
      }),
    },
    async (request, reply) => {
      await resendInvite(ctx, currentAuth(request).user, userIdOf(request.params.id));
      return ok(reply, { message: 'Undangan baru dikirim.' }, 202);
    },
  );
};

/** "Who saw what" of one student, for those who manage the committee. */
export const fileAccessRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(
    '/:id/file-access',
    {
      schema: routeSchema({
        tags,
        access: manage,
        params: idParams('id'),
        summary: "Committee openings of the student's files and their team's (newest first)",
        response: { data: fileAccessResponse },
      }),
    },
    async (request, reply) => ok(reply, await fileAccessOf(ctx.db, userIdOf(request.params.id))),
  );
};
