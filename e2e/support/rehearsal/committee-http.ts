import type { CommitteeRole, Session } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';

import type { HttpClient } from './http-client';
import { linkFromOutbox } from './outbox-mail';

/** The subject of the committee's invite mail and the page its link opens. */
export const INVITE_SUBJECT = 'Undangan panitia';
export const INVITE_PATH = '/auth/reset-password';

/** A committee member the rehearsal invites: who they are and the password they will choose. */
export interface Member {
  name: string;
  email: string;
  password: string;
  /** A canonical institution's name, or null (a judge from outside any campus). */
  institution: string | null;
  role: NonNullable<CommitteeRole['key']>;
  http?: HttpClient;
  session?: Session;
}

interface InstitutionOption {
  id: number;
  name: string;
}

/** The committee page's calls for many members: the roles, an institution looked up, the invite. */
export async function invite(ketua: HttpClient, member: Member) {
  const roles = await ketua.get<CommitteeRole[]>(`${ADMIN_API_BASE_PATH}/committee/roles`);
  const role = roles.find((r) => r.key === member.role);
  if (!role) throw new Error(`the default role "${member.role}" is missing`);
  let institutionId: number | null = null;
  if (member.institution) {
    const q = encodeURIComponent(member.institution);
    const options = await ketua.get<InstitutionOption[]>(
      `${ADMIN_API_BASE_PATH}/institutions?q=${q}`,
    );
    const found = options.find((o) => o.name === member.institution);
    if (!found) throw new Error(`no canonical institution "${member.institution}"`);
    institutionId = found.id;
  }
  await ketua.post(`${ADMIN_API_BASE_PATH}/committee/invites`, {
    email: member.email,
    name: member.name,
    role_ids: [role.id],
    institution_id: institutionId,
  });
}

/**
 * The invite link as the Ketua reads it in the Outbox (a default install sends no mail) and
 * passes it on; the member opens it and sets their password (the reset page's call), then signs in.
 */
export async function acceptInvite(anon: HttpClient, ketua: HttpClient, member: Member) {
  const link = await linkFromOutbox(ketua, member.email, INVITE_SUBJECT, INVITE_PATH);
  await anon.post(`${API_BASE_PATH}/auth/password/reset`, {
    token: link.searchParams.get('token') ?? '',
    password: member.password,
  });
  return signInMember(anon, member);
}

/** A member's own HTTP session, as the sign-in page makes it. */
export async function signInMember(anon: HttpClient, member: Member) {
  member.session = await anon.post<Session>(`${API_BASE_PATH}/auth/login`, {
    email: member.email,
    password: member.password,
  });
  member.http = anon.as(member.session.access_token, member.email, member.session.refresh_token);
  return member;
}
