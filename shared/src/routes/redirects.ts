import type { User } from '../contract/user';
import { isAdmin } from '../contract/user';
import { PATHS, ROUTES } from './route-table';

/** SPEC §2 guard: the login path with a redirect query holding the full intended path. */
export function loginPathWithRedirect(intended: string): string {
  return `${PATHS.login}?redirect=${encodeURIComponent(intended)}`;
}

function matches(pattern: string, pathname: string) {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return (
    a.length === b.length &&
    a.every((part, i) => (part.startsWith(':') ? Boolean(b[i]) : part === b[i]))
  );
}

/**
 * Where a user goes after signing in: the redirect when it is a same-site path their role may
 * open, otherwise /admin for role admin and /dashboard/profile for everyone else (SPEC §4).
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
  const route = ROUTES.find((candidate) => matches(candidate.path, url.pathname));
  if (!route || route.access === 'public') return fallback;
  if (route.access === 'admin' && !isAdmin(user)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
