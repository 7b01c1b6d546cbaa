import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from '@gcw/shared/contract';

/** The page that closes the sidebar when it opens carries this attribute (the landing). */
export const CLOSES_SIDEBAR_ATTRIBUTE = 'data-closes-sidebar';

/**
 * R2.13 "opening the landing page closes the sidebar": the prerendered page is there before
 * the shell, which may never start (a visitor who only reads), so the page saves the closed
 * choice itself in the cookie the shell reads at start, written as the shell writes it
 * (shell/src/features/layout/sidebar-cookie.ts: R4.10's name, path / and 7 days).
 */
export function closeSidebarIsland(root: ParentNode, doc: Document = document): void {
  if (!root.querySelector(`[${CLOSES_SIDEBAR_ATTRIBUTE}]`)) return;
  doc.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
