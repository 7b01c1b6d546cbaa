import { array, mixed, number, object } from 'yup';

import { EVENT_NAMES } from './event-name';
import { EVENT_STATUSES } from './event-status';
import { flag, int, maybeText, text } from './response-fields';

/*
 * The shapes of answers (`Data`), for the OpenAPI document and the contract test that checks real
 * answers against it. Each mirrors an interface of this package (named in its comment).
 */

/** User (R3.1). */
export const userResponse = object({
  id: int(),
  profile_picture: maybeText(),
  name: text(),
  email: text(),
  phone: maybeText(),
  role: text(),
  nim: maybeText(),
  major: maybeText(),
  institusi: maybeText(),
  socmed_document: maybeText(),
  profile_has_updated: flag(),
  data_has_verified: flag(),
});

/** Session / SignInData / RefreshData. */
export const sessionResponse = object({
  user: userResponse.defined(),
  access_token: text(),
  refresh_token: text(),
});

/** Ticket. */
export const ticketResponse = object({
  ticket_id: text(),
  type: text(),
  issued_at: text(),
  valid_until: text(),
  qr_code_url: text(),
});

/** EventEntry: one event of the caller, and the answer of a seminar seat (registered or cancelled). */
export const eventEntryResponse = object({
  name: mixed()
    .oneOf([...EVENT_NAMES])
    .defined(),
  status: mixed()
    .oneOf([...EVENT_STATUSES])
    .defined(),
  ticket: ticketResponse.nullable().defined(),
});

/** EventsData (R3.3, R7.2: Data.events, Data.id_team). */
export const eventsResponse = object({
  events: array(eventEntryResponse.defined()).defined(),
  id_team: number().integer().nullable().defined(),
});

/** `{ message }` answers (logout, account calls). */
export const messageResponse = object({ message: text() });
