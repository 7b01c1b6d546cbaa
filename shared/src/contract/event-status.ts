/** The five event statuses of R4.1, in their progressive order. */
export const EVENT_STATUSES = [
  'Unregistered',
  'Registered',
  'Stage-1',
  'Stage-2',
  'Final',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const DEFAULT_EVENT_STATUS: EventStatus = 'Unregistered';

export function isEventStatus(value: unknown): value is EventStatus {
  return typeof value === 'string' && (EVENT_STATUSES as readonly string[]).includes(value);
}

/** R4.2, R5.3: any value outside the five is treated as Unregistered. */
export function normalizeEventStatus(value: unknown): EventStatus {
  return isEventStatus(value) ? value : DEFAULT_EVENT_STATUS;
}

/** Position in the progressive order; higher is further along. */
export function eventStatusRank(status: EventStatus): number {
  return EVENT_STATUSES.indexOf(status);
}

export function isAtLeast(status: EventStatus, minimum: EventStatus): boolean {
  return eventStatusRank(status) >= eventStatusRank(minimum);
}
