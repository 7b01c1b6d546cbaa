import { useEffect } from 'react';

import { LATEST_NOTIFICATIONS, useGetNotificationsQuery } from './notifications-api';

/** How often the unread count is asked for while the tab is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The latest notifications, polled every minute and asked again when the window gets focus
 * back. The shell's store does not run RTK Query's focus listeners (setupListeners), so the
 * focus refetch is wired here, for this query only.
 */
export function useNotifications(enabled: boolean) {
  const query = useGetNotificationsQuery(LATEST_NOTIFICATIONS, {
    skip: !enabled,
    pollingInterval: NOTIFICATIONS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const { refetch } = query;
  useEffect(() => {
    if (!enabled) return undefined;
    const onFocus = () => {
      if (document.visibilityState !== 'hidden') void refetch();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [enabled, refetch]);
  return query;
}
