import type { Permission, PermissionScope } from '@gcw/shared/contract';
import { hasGrant, missingGrantMessage } from '@gcw/shared/contract';
import { useCommitteeGrants } from '@gcw/shared/store';

export interface GrantCheck {
  allowed: boolean;
  /** The API's own words for what is missing (its 403 Message), once known to be missing. */
  missing: string | null;
}

/**
 * Whether the signed-in member may use an action, and what to say in its place when not.
 * Neither while the grants load (no flash of a refusal); allowed when they cannot be read, as
 * the API refuses on its own.
 */
export function useGrant(
  permission: Permission,
  scope?: Exclude<PermissionScope, 'all'>,
): GrantCheck {
  const { grants, loading } = useCommitteeGrants();
  if (loading) return { allowed: false, missing: null };
  if (!grants || hasGrant(grants, permission, scope)) return { allowed: true, missing: null };
  return { allowed: false, missing: missingGrantMessage(permission, scope) };
}
