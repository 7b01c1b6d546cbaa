import type { User } from '../contract/user';
import { isAdmin } from '../contract/user';
import { areaOfPath } from '../federation/remote-areas';
import { PATHS } from './route-table';

/** R2.3 guard: the login path with a redirect query holding the full intended path. */
export function loginPathWithRedirect(intended: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(intended)}`;
}

/**
 * Where a user goes after signing in: the redirect when it is a same-site path in an area their role
 * may open, otherwise /admin for role admin and /dashboard/profile for everyone else (R4.8, R6.5).
 */
export function postLoginPath(
  redirect: string | null | undefined,
  user: Pick<User, 'role'>,
): string {
  const fallback = isAdmin(user) ? PATHS.admin : PATHS.profile;
  if (
    !redirect ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.includes('\\')
  ) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(redirect, 'http://same.site');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.site') return fallback;
  // The area, not the page: pages belong to the remotes, which the sign-in remote cannot see.
  const area = areaOfPath(url.pathname);
  if (area.access === 'public') return fallback;
  if (area.access === 'admin' && !isAdmin(user)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
