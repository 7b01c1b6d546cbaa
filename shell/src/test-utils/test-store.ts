import type { EventsData, Session } from '@gcw/shared';
import { DEFAULT_APP_CONFIG } from '@gcw/shared';
import type { TransportBaseQuery } from '@gcw/shared/store';
import { writeStoredSession } from '@gcw/shared/store';
import type { FetchArgs } from '@reduxjs/toolkit/query';

import { createAppStore } from '../app/create-app-store';
import type { Notifier } from '../features/session/notifier';
import { eventsData } from './fixtures';

export type TransportResult = Awaited<ReturnType<TransportBaseQuery>>;
export type TransportMock = jest.Mock<
  ReturnType<TransportBaseQuery>,
  Parameters<TransportBaseQuery>
>;

export function fakeNotifier() {
  return {
    success: jest.fn<void, [string]>(),
    error: jest.fn<void, [string, string?]>(),
  } satisfies Notifier;
}

export function urlOf(args: string | FetchArgs) {
  return typeof args === 'string' ? args : args.url;
}

/** A transport that answers GET /profile/events with `events` and everything else with {}. */
export function stubTransport(events: EventsData = eventsData()): TransportMock {
  return jest.fn<ReturnType<TransportBaseQuery>, Parameters<TransportBaseQuery>>(async (args) =>
    urlOf(args) === '/profile/events' ? { data: { Data: events } } : { data: {} },
  );
}

/** The shell's real store, with `session` stored in localStorage first when given. */
export function makeAppStore({
  session,
  transport = stubTransport(),
  notifier = fakeNotifier(),
  keepStorage = false,
}: {
  session?: Session;
  transport?: TransportBaseQuery;
  notifier?: Notifier;
  /** Keep what the test already put in localStorage. */
  keepStorage?: boolean;
} = {}) {
  if (!keepStorage) window.localStorage.clear();
  if (session) writeStoredSession(session);
  return createAppStore({ transport, notifier, config: DEFAULT_APP_CONFIG });
}

export function clearSidebarCookie() {
  document.cookie = 'sidebar:state=; path=/; max-age=0';
}
