import type { Session } from '../contract/wire';

/** Where the session lives in browser storage (R4.4: restored on load). */
export const SESSION_STORAGE_KEY = 'gcw:session';

export function readStoredSession(storage: Storage = window.localStorage): Session | null {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (
      !parsed ||
      typeof parsed.access_token !== 'string' ||
      typeof parsed.refresh_token !== 'string' ||
      typeof parsed.user !== 'object' ||
      parsed.user === null ||
      typeof parsed.user.id !== 'number'
    ) {
      return null;
    }
    return parsed as Session;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session, storage: Storage = window.localStorage) {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(storage: Storage = window.localStorage) {
  storage.removeItem(SESSION_STORAGE_KEY);
}
