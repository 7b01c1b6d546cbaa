import { array, number, object } from 'yup';

import { EXTENDABLE_WINDOWS } from './event-settings';
import { int, maybeInt, maybeText, oneOf, text } from './response-fields';

/** EventWindow. */
const windowResponse = object({ opens_at: maybeText(), closes_at: maybeText() });

/** BankAccount, or null while not announced. */
const bankAccountResponse = object({ bank: text(), number: text(), holder: text() })
  .nullable()
  .defined();

/** CompetitionSettings with its CompetitionTexts. */
const competitionResponse = object({
  registration: windowResponse.defined(),
  fee: maybeInt(),
  early_bird_fee: maybeInt(),
  early_bird_until: maybeText(),
  bank_account: bankAccountResponse,
  team_size: object({ min: int(), max: int() }).defined(),
  stage_1: windowResponse.defined(),
  stage_2: windowResponse.defined(),
  payment_instructions: text(),
  stage_1_url: text(),
  stage_2_url: text(),
  final_place: text(),
  final_url: text(),
  final_info: text(),
});

/** SeminarSettings with its SeminarTicketSettings. */
const seminarResponse = object({
  registration: windowResponse.defined(),
  fee: maybeInt(),
  bank_account: bankAccountResponse,
  starts_at: maybeText(),
  venue: text(),
  online_link: text(),
  capacity: maybeInt(),
  ends_at: maybeText(),
  cancel_until: maybeText(),
});

const settingsFields = {
  general: object({ countdown_target: text(), final_day: text() }).defined(),
  hackathon: competitionResponse.defined(),
  'competitive-programming': competitionResponse.defined(),
  seminar: seminarResponse.defined(),
  updated_at: maybeText(),
};

/** EventSettings: GET /settings. */
export const eventSettingsResponse = object(settingsFields);

/** AdminEventSettings: GET /api/v1/admin/settings and PUT of a section. */
export const adminEventSettingsResponse = object({
  ...settingsFields,
  seminar_seats_taken: number().integer().defined(),
});

/** DeadlineExtension[]: a team's extensions (the admin's list and the student's own). */
export const deadlineExtensionsResponse = array(
  object({ team_id: int(), window: oneOf(EXTENDABLE_WINDOWS), until: text() }).defined(),
).defined();
