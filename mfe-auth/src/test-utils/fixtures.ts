import type { SignInData, User } from '@gcw/shared';
import { makeUser as makeSharedUser } from '@gcw/shared/testing';

/** A participant of the sign-in tests. */
export function makeUser(overrides: Partial<User> = {}): User {
  return makeSharedUser({ name: 'Sari Dewi', email: 'sari@kampus.ac.id', ...overrides });
}

export function makeSession(overrides: Partial<User> = {}): SignInData {
  return { user: makeUser(overrides), access_token: 'access-1', refresh_token: 'refresh-1' };
}

/** A transport answer that the test resolves when it wants, to observe the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

type AnalyticsWindow = Window & { dataLayer?: unknown[] };

/** The analytics events recorded so far (R7.4: they always go to `window.dataLayer`). */
export function dataLayer(): unknown[] {
  return (window as AnalyticsWindow).dataLayer ?? [];
}

export function resetDataLayer() {
  (window as AnalyticsWindow).dataLayer = [];
}
