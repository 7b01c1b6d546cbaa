import type { NamedAuditEntry } from '@gcw/shared';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditChangeText } from '@gcw/shared';

/** The filter's choices: the actions the API records (labels shared with the API's CSV). */
export const AUDIT_ACTIONS = AUDIT_ACTION_LABELS;

export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** Who acted: the admin's name, else the address, else the id of an account now gone. */
export const actorLabel = (entry: NamedAuditEntry) =>
  entry.admin_name ?? entry.admin_email ?? `#${entry.admin_id ?? '—'}`;

/** On what: the kind and, when the row still exists, its name (`Tim Garuda`), else its id. */
export const targetLabel = (entry: NamedAuditEntry) => {
  const kind = AUDIT_TARGET_LABELS[entry.target_type] ?? entry.target_type;
  return entry.target_name ? `${kind} ${entry.target_name}` : `${kind} #${entry.target_id}`;
};

export const detailText = (entry: NamedAuditEntry) => auditChangeText(entry.detail);
