import type { RootState } from '@gcw/shared/store';
import { useAppDispatch } from '@gcw/shared/store';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router-dom';

import { logout } from './logout';
import type { Notifier } from './notifier';

export function useLogout(notifier: Notifier) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const navigate = useNavigate();
  return useCallback(() => {
    // flushSync: the new location is rendered once navigate settles, before the session ends.
    void logout(dispatch, store.getState, (path) => navigate(path, { flushSync: true }), notifier);
  }, [dispatch, store, navigate, notifier]);
}
