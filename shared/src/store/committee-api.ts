import type { CommitteeSelf, Grant, Permission } from '../contract/committee';
import { hasGrant } from '../contract/committee';
import type { ApiEnvelope } from '../contract/wire';
import { api } from './api';
import { useAppSelector } from './hooks';
import { selectIsAdmin } from './session-slice';

/** The cache entry of GET /admin/committee/me: a change of the caller's roles refreshes it. */
export const COMMITTEE_SELF_TAG = { type: 'Admin', id: 'COMMITTEE-ME' } as const;

/**
 * GET /api/v1/admin/committee/me: who the signed-in admin is on the committee and what they may
 * do (the union of their roles' grants). The shell's menu and page guard read it, and so do the
 * admin pages that hide a button the API would refuse. Since @gcw/shared 2.24.
 */
export const committeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommitteeSelf: build.query<CommitteeSelf, void>({
      query: () => '/committee/me',
      extraOptions: { base: 'admin' },
      transformResponse: (response: ApiEnvelope<CommitteeSelf>) => response.Data,
      providesTags: [COMMITTEE_SELF_TAG],
    }),
  }),
});

export const { useGetCommitteeSelfQuery } = committeeApi;

export interface CommitteeGrants {
  /** Until known: loading, the call failed, or the user is no admin (the API decides then). */
  grants: readonly Grant[] | undefined;
  loading: boolean;
}

/** The signed-in admin's grants; a participant never asks. */
export function useCommitteeGrants(): CommitteeGrants {
  const admin = useAppSelector(selectIsAdmin);
  const self = useGetCommitteeSelfQuery(undefined, { skip: !admin });
  const grants = Array.isArray(self.data?.grants) ? self.data.grants : undefined;
  return { grants, loading: admin && self.isLoading };
}

/**
 * Whether the signed-in admin holds one of the permissions (any scope, or this competition).
 * False while the grants load (the shell has them before it opens an admin page, so this is
 * brief), true when they cannot be read: the API refuses what is not allowed anyway.
 */
export function usePermitted(
  permission: Permission | readonly Permission[],
  scope?: Parameters<typeof hasGrant>[2],
): boolean {
  const { grants, loading } = useCommitteeGrants();
  if (loading) return false;
  if (!grants) return true;
  const wanted: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return wanted.some((one) => hasGrant(grants, one, scope));
}
