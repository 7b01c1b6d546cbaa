/**
 * The notification kinds (and mail templates) of a judging shortlist. Not in the shared
 * NOTIFICATION_KINDS: a new kind there is a major release of the contract (see
 * MORE_NOTIFICATION_KINDS); a client on the current contract shows them like any notification.
 * Not optional by mail: a team hears whether it goes on.
 */
export const JUDGING_NOTIFICATION_KINDS = ['judging_selected', 'judging_not_selected'] as const;
export type JudgingNotificationKind = (typeof JUDGING_NOTIFICATION_KINDS)[number];
