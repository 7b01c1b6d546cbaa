import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@gcw/shared';

/** The saved sidebar choice: true expanded, false collapsed, null when never saved. */
export function readSidebarCookie(doc: Document = document): boolean | null {
  const prefix = `${SIDEBAR_COOKIE_NAME}=`;
  const entry = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!entry) return null;
  const value = entry.slice(prefix.length);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** R4.10, R9.8: cookie `sidebar:state`, path /, lifetime 7 days. */
export function writeSidebarCookie(expanded: boolean, doc: Document = document) {
  doc.cookie = `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
