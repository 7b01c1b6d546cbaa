/**
 * Teams that manage themselves: the leader renames the team, removes a member (until
 * the payment is verified), hands over leadership and regenerates the join code. Every call
 * answers the team's TeamDetail as it is after the change.
 */

/** Bounds of a team name, the same on the registration form and on rename. */
export const TEAM_NAME_LIMITS = { min: 3, max: 60 } as const;

/** PATCH {base}/team/{id_team} (leader only). */
export interface RenameTeamPayload {
  team_name: string;
}

/** POST {base}/team/{id_team}/leader (leader only): the member who leads from now on. */
export interface TransferLeadershipPayload {
  user_id: number;
}

/*
 * DELETE {base}/team/{id_team}/members/{user_id} (leader only) removes a member;
 * POST {base}/team/{id_team}/join-code (leader only) issues a new code, the old one stops working.
 */

/**
 * Notification kinds of team management, sent on GET /notifications in `kind` and switchable in
 * the mail preferences. Kept out of NOTIFICATION_KINDS on purpose: adding to that tuple would
 * change NotificationKind (and AppNotification, MailPreferences), a major release.
 */
export const TEAM_MANAGEMENT_NOTIFICATION_KINDS = ['member_removed', 'leader_changed'] as const;
export type TeamManagementNotificationKind = (typeof TEAM_MANAGEMENT_NOTIFICATION_KINDS)[number];

/** The share link's path; `?code=` pre-fills the join form. */
export const TEAM_JOIN_PATH = '/dashboard/teams/join';
