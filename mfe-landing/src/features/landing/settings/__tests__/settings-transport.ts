import type { EventSettings } from '@gcw/shared';
import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared';

type Changes = { [S in keyof EventSettings]?: Partial<EventSettings[S]> };

/** Settings as an admin saved them: the defaults of R9 with the given sections' fields replaced. */
export function settingsWith(changes: Changes): EventSettings {
  const result: Record<string, unknown> = { ...DEFAULT_EVENT_SETTINGS };
  for (const [section, fields] of Object.entries(changes) as [string, object][]) {
    result[section] = { ...(result[section] as object), ...fields };
  }
  return result as unknown as EventSettings;
}

/** The shell's transport stand-in answering GET /settings as the API does ({ Data }). */
export function settingsTransport(settings: EventSettings) {
  return jest.fn((args: unknown) =>
    args === '/settings'
      ? { data: { Data: settings } }
      : { error: { status: 404, data: { Message: 'tidak ada' } } },
  );
}
