import { areaOfPath, loginPathWithRedirect, PATHS, rememberReturnPath } from '@gcw/shared';

/** What a student reads when their session cannot be renewed (in Indonesian, with a way back). */
export const SESSION_EXPIRED_TEXT =
  'Sesi Anda telah berakhir. Masuk lagi untuk kembali ke halaman yang tadi Anda buka.';

export interface SessionExpiredDeps {
  /** The page open when the session ended: path, query and hash. */
  currentPath: () => string;
  /** The account whose session ended, still in the store when the refresh fails. */
  userId: () => number | null;
  /** Settles when the navigation has finished (a remote's page may have to load first). */
  navigate: (path: string) => void | Promise<void>;
  /** Shows SESSION_EXPIRED_TEXT with a way to sign in at `signInPath`. */
  notify: (signInPath: string) => void;
}

/**
 * R8.1 keeps its part (the waiting requests fail with 'Failed to refresh token', the user goes
 * to /); this adds the Indonesian explanation and the way back: the page is remembered for
 * the same account, so signing in again from the notice or from any sign-in button returns there.
 */
export function sessionExpiredHandler(deps: SessionExpiredDeps) {
  return (): Promise<void> => {
    const path = deps.currentPath();
    const userId = deps.userId();
    const pathname = path.split(/[?#]/, 1)[0] ?? path;
    const worthReturning = userId !== null && areaOfPath(pathname).access !== 'public';
    if (worthReturning) rememberReturnPath(path, userId);
    const home = deps.navigate(PATHS.home);
    deps.notify(worthReturning ? loginPathWithRedirect(path) : PATHS.login);
    return Promise.resolve(home);
  };
}
