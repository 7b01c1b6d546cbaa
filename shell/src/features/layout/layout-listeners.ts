import type { AppDispatch, RootState } from '@gcw/shared/store';
import { selectSidebarExpanded } from '@gcw/shared/store';
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';

import { writeSidebarCookie } from './sidebar-cookie';

/** Every change of the expanded/collapsed choice is saved in the cookie. */
export function registerLayoutListeners(
  listener: ListenerMiddlewareInstance<RootState, AppDispatch>,
) {
  listener.startListening({
    predicate: (_action, current, previous) =>
      selectSidebarExpanded(current) !== selectSidebarExpanded(previous),
    effect: (_action, { getState }) => writeSidebarCookie(selectSidebarExpanded(getState())),
  });
}
