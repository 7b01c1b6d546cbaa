/**
 * A session that ends sends the student to / (R8.1); signing in again, from any
 * sign-in button, brings them back to the page they were on. The page is kept for this tab only
 * (sessionStorage) and for the same account: someone else signing in on the computer starts on
 * their own page.
 */
const RETURN_KEY = 'gcw:return-after-sign-in';

interface Remembered {
  path: string;
  userId: number;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberReturnPath(
  path: string,
  userId: number,
  storage: Storage | null = sessionStore(),
) {
  try {
    storage?.setItem(RETURN_KEY, JSON.stringify({ path, userId } satisfies Remembered));
  } catch {
    // Storage full or refused: the student lands on their usual page instead.
  }
}

/**
 * The page to return `userId` to, once: it is forgotten as soon as it is read. Where it leads
 * is checked by `postLoginPath` like any redirect.
 */
export function takeReturnPath(userId: number, storage: Storage | null = sessionStore()) {
  try {
    const raw = storage?.getItem(RETURN_KEY);
    if (!raw) return null;
    storage?.removeItem(RETURN_KEY);
    const remembered = JSON.parse(raw) as Partial<Remembered> | null;
    return remembered?.userId === userId && typeof remembered.path === 'string'
      ? remembered.path
      : null;
  } catch {
    return null;
  }
}
