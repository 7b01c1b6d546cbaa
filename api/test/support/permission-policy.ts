import type { Permission, PermissionScope } from '@gcw/shared/contract';

type Competition = Exclude<PermissionScope, 'all'>;

/** What an admin route needs: any committee member, or one of the permissions (in a scope). */
export interface Need {
  permission: 'admin' | Permission | Permission[];
  /** The competition of the matrix's data the route acts on (its hackathon team, the seminar's template). */
  scope?: Competition;
}

const P = '/api/v1/admin';
const hackathon = 'hackathon' as const;

/**
 * The committee's policy (ADR 0022), route by route, as the permission matrix checks it: keyed
 * like the OpenAPI paths. A route missing here fails the matrix, so a new admin route states
 * its need here too.
 */
export const POLICY: Record<string, Need> = {
  [`GET ${P}/privacy/retention`]: { permission: 'privacy.manage' },
  [`POST ${P}/privacy/retention/run`]: { permission: 'privacy.manage' },
  [`POST ${P}/privacy/erasures`]: { permission: 'privacy.manage' },
  [`GET ${P}/certificates/templates`]: { permission: 'certificates.manage' },
  [`PUT ${P}/certificates/templates/{key}`]: {
    permission: 'certificates.manage',
    scope: 'seminar',
  },
  [`POST ${P}/certificates/templates/{key}/images/{slot}`]: {
    permission: 'certificates.manage',
    scope: 'seminar',
  },
  [`GET ${P}/certificates/templates/{key}/preview.pdf`]: { permission: 'certificates.manage' },
  [`POST ${P}/certificates/templates/{key}/preview.pdf`]: { permission: 'certificates.manage' },
  [`GET ${P}/certificates/candidates`]: { permission: 'certificates.manage', scope: 'seminar' },
  [`POST ${P}/certificates/jobs`]: { permission: 'certificates.manage', scope: 'seminar' },
  [`GET ${P}/certificates/jobs`]: { permission: 'certificates.manage' },
  [`GET ${P}/certificates/jobs/{id}`]: { permission: 'certificates.manage' },
  [`GET ${P}/certificates`]: { permission: 'certificates.manage' },
  [`POST ${P}/certificates/{code}/revoke`]: { permission: 'certificates.manage' },
  [`GET ${P}/users`]: { permission: 'people.review' },
  [`GET ${P}/users/export`]: { permission: 'people.review' },
  [`GET ${P}/users/{id}`]: { permission: 'people.review' },
  [`POST ${P}/users/{id}/verify`]: { permission: 'people.review' },
  [`POST ${P}/users/{id}/verify-email`]: { permission: 'people.review' },
  [`POST ${P}/users/{id}/resend-verification`]: { permission: 'people.review' },
  [`GET ${P}/users/{id}/mails`]: { permission: 'people.review' },
  [`GET ${P}/users/{id}/file-access`]: { permission: 'committee.manage' },
  [`GET ${P}/teams/{event_type}`]: {
    permission: ['teams.manage', 'payments.verify'],
    scope: hackathon,
  },
  [`GET ${P}/teams/{event_type}/export`]: {
    permission: ['teams.manage', 'payments.verify'],
    scope: hackathon,
  },
  [`POST ${P}/teams/{id}/payment`]: { permission: 'payments.verify', scope: hackathon },
  [`POST ${P}/teams/{id}/status`]: { permission: 'teams.manage', scope: hackathon },
  [`POST ${P}/teams/status`]: { permission: 'teams.manage', scope: hackathon },
  [`GET ${P}/teams/{id}/deadline-extensions`]: { permission: 'teams.manage', scope: hackathon },
  [`PUT ${P}/teams/{id}/deadline-extensions`]: { permission: 'teams.manage', scope: hackathon },
  [`GET ${P}/stats`]: { permission: 'overview.view' },
  [`GET ${P}/summary`]: { permission: 'overview.view' },
  [`GET ${P}/seminar`]: { permission: 'seminar.manage' },
  [`GET ${P}/seminar/export`]: { permission: 'seminar.manage' },
  [`POST ${P}/seminar/check-in`]: { permission: 'door.check_in' },
  [`GET ${P}/door/bundle`]: { permission: 'door.check_in' },
  [`POST ${P}/door/sync`]: { permission: 'door.check_in' },
  [`GET ${P}/audit-log`]: { permission: 'audit.read' },
  [`GET ${P}/audit-log/export`]: { permission: 'audit.read' },
  [`GET ${P}/mails`]: { permission: 'announcements.send' },
  [`GET ${P}/mails/{id}`]: { permission: 'announcements.send' },
  [`POST ${P}/mails/{id}/resend`]: { permission: 'announcements.send' },
  [`GET ${P}/institutions`]: { permission: 'people.review' },
  [`GET ${P}/institutions/unmatched`]: { permission: 'people.review' },
  [`POST ${P}/institutions`]: { permission: 'people.review' },
  [`POST ${P}/institutions/merge`]: { permission: 'people.review' },
  [`GET ${P}/announcements`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements`]: { permission: 'announcements.send' },
  [`GET ${P}/announcements/recipients`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements/preview`]: { permission: 'announcements.send' },
  [`PUT ${P}/announcements/{id}`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements/{id}/schedule`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements/{id}/unschedule`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements/{id}/send`]: { permission: 'announcements.send' },
  [`POST ${P}/announcements/{id}/withdraw`]: { permission: 'announcements.send' },
  [`GET ${P}/setup`]: { permission: 'settings.edit' },
  [`POST ${P}/setup/test-mail`]: { permission: 'settings.edit' },
  [`GET ${P}/settings`]: { permission: 'settings.edit' },
  [`PUT ${P}/settings/{section}`]: { permission: 'settings.edit' },
  [`GET ${P}/committee/me`]: { permission: 'admin' },
  [`GET ${P}/committee/roles`]: { permission: 'committee.manage' },
  [`GET ${P}/committee/members`]: { permission: 'committee.manage' },
  [`POST ${P}/committee/invites`]: { permission: 'committee.manage' },
  [`PUT ${P}/committee/members/{id}/roles`]: { permission: 'committee.manage' },
  [`DELETE ${P}/committee/members/{id}`]: { permission: 'committee.manage' },
  [`POST ${P}/committee/members/{id}/resend-invite`]: { permission: 'committee.manage' },
  [`GET ${P}/judging`]: { permission: ['judging.manage', 'judging.score'], scope: hackathon },
  [`PUT ${P}/judging/{stage}/rubric`]: { permission: 'judging.manage', scope: hackathon },
  [`GET ${P}/judging/judges`]: { permission: 'judging.manage', scope: hackathon },
  [`GET ${P}/judging/{stage}/assignments`]: { permission: 'judging.manage', scope: hackathon },
  [`POST ${P}/judging/{stage}/assignments`]: { permission: 'judging.manage', scope: hackathon },
  [`DELETE ${P}/judging/{stage}/assignments`]: { permission: 'judging.manage', scope: hackathon },
  [`POST ${P}/judging/{stage}/assignments/auto`]: {
    permission: 'judging.manage',
    scope: hackathon,
  },
  // A judge declares a conflict for themself only; the matrix names another judge.
  [`POST ${P}/judging/conflicts`]: { permission: 'judging.manage', scope: hackathon },
  [`DELETE ${P}/judging/conflicts`]: { permission: 'judging.manage', scope: hackathon },
  [`POST ${P}/judging/{stage}/close`]: { permission: 'judging.manage', scope: hackathon },
  [`POST ${P}/judging/{stage}/reopen`]: { permission: 'judging.manage', scope: hackathon },
  // A judge reads results once the stage is closed (the judging tests); the matrix's is open.
  [`GET ${P}/judging/{stage}/results`]: { permission: 'judging.manage', scope: hackathon },
  [`POST ${P}/judging/{stage}/shortlist`]: { permission: 'judging.manage', scope: hackathon },
  [`GET ${P}/judging/{stage}/my-teams`]: { permission: 'judging.score', scope: hackathon },
  [`GET ${P}/judging/{stage}/teams/{team_id}`]: { permission: 'judging.score', scope: hackathon },
  [`PUT ${P}/judging/{stage}/teams/{team_id}/score`]: {
    permission: 'judging.score',
    scope: hackathon,
  },
};
