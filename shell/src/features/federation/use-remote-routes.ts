import type { RemoteName } from '@gcw/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { LoadedRemote } from '../../lib/remote-load-cache';
import {
  forgetRemote,
  loadRemoteOnce,
  readyRemote,
  subscribeToRemotes,
} from '../../lib/remote-load-cache';
import type { RemoteBuildInfo, RemoteFailureReason } from '../../lib/remote-load-error';
import { RemoteLoadError } from '../../lib/remote-load-error';
import { handleRetryRequests, noteRefused } from '../../lib/remote-refusals';
import { refreshRemotesMap, subscribeToMapChanges } from '../../lib/remote-registry';
import { reportRemoteFailure } from './remote-diagnostics';

export type RemoteLoadState =
  | { status: 'loading'; slow: boolean }
  | { status: 'ready'; loaded: LoadedRemote }
  | { status: 'failed'; reason: RemoteFailureReason; detail: string; info: RemoteBuildInfo };

/** After this long the progress indicator says the page is still coming. */
export const SLOW_REMOTE_MS = 2_500;

function initialState(name: RemoteName): RemoteLoadState {
  const loaded = readyRemote(name);
  return loaded ? { status: 'ready', loaded } : { status: 'loading', slow: false };
}

function failed(
  name: RemoteName,
  reason: RemoteFailureReason,
  detail: string,
  info: RemoteBuildInfo = {},
): RemoteLoadState {
  reportRemoteFailure(name, reason, detail, info);
  return { status: 'failed', reason, detail, info };
}

/**
 * Loads a remote's page descriptors with progress and a time-out. Every failure is reported
 * once; Retry reads `mf-remotes.json` again, so a fixed deploy is picked up without a reload,
 * and so does the first read after a failure that finds the remote on another build (the next
 * navigation). A build swapped on navigation (remote-update-watch) is loaded here too.
 */
export function useRemoteRoutes(name: RemoteName, timeoutMs: number) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteLoadState>(() => initialState(name));
  const status = useRef(state.status);
  status.current = state.status;

  useEffect(() => {
    const again = () => setAttempt((value) => value + 1);
    const stopMap = subscribeToMapChanges((changed) => {
      if (status.current === 'failed' && changed.includes(name)) {
        forgetRemote(name);
        again();
      }
    });
    const stopRemotes = subscribeToRemotes(() => {
      if (status.current === 'ready' && !readyRemote(name)) again();
    });
    return () => {
      stopMap();
      stopRemotes();
    };
  }, [name]);

  useEffect(() => {
    let active = true;
    const known = readyRemote(name);
    if (known) {
      setState({ status: 'ready', loaded: known });
      return undefined;
    }
    setState({ status: 'loading', slow: false });
    const slowTimer = setTimeout(() => {
      if (active)
        setState((current) =>
          current.status === 'loading' ? { ...current, slow: true } : current,
        );
    }, SLOW_REMOTE_MS);
    const timeoutTimer = setTimeout(() => {
      if (!active) return;
      active = false;
      forgetRemote(name);
      noteRefused(name);
      setState(failed(name, 'timeout', `${name} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const settle = () => {
      clearTimeout(slowTimer);
      clearTimeout(timeoutTimer);
    };
    loadRemoteOnce(name, attempt > 0).then(
      (loaded) => {
        if (!active) return;
        settle();
        setState({ status: 'ready', loaded });
      },
      (error: unknown) => {
        if (!active) return;
        settle();
        const detail = error instanceof Error ? error.message : String(error);
        setState(
          error instanceof RemoteLoadError
            ? failed(name, error.reason, detail, error.info)
            : failed(name, 'network', detail),
        );
      },
    );
    return () => {
      active = false;
      settle();
    };
  }, [name, attempt, timeoutMs]);

  const retry = useCallback(() => {
    setState({ status: 'loading', slow: false });
    void refreshRemotesMap()
      .catch(() => [])
      .then(() => {
        forgetRemote(name);
        setAttempt((value) => value + 1);
      });
  }, [name]);

  // The sidebar's "Coba lagi" comes here; a load under way is left to finish.
  useEffect(
    () =>
      handleRetryRequests(name, () => {
        if (status.current === 'ready') return false;
        if (status.current === 'failed') retry();
        return true;
      }),
    [name, retry],
  );

  return { state, retry, attempt };
}
