import { MAX_TEAM_SIZE } from '@gcw/shared/contract';
import type {
  BankAccount,
  CompetitionSettings,
  CompetitionSettingsWithTexts,
  CompetitionType,
  EventWindow,
  GeneralSettings,
  SeminarSettingsWithTicket,
} from '@gcw/shared/contract';

import {
  FieldErrors,
  httpsLink,
  instant,
  notAfter,
  obj,
  rupiah,
  text,
  wholeNumber,
} from './fields';
import type { Input } from './fields';
import * as m from './messages';

interface Context {
  errors: FieldErrors;
  now: number;
}

/** A window in order; a closing time that changed may not lie in the past. */
function window(c: Context, path: string, raw: unknown, before: EventWindow): EventWindow {
  const input = obj(raw);
  const opens_at = instant(c.errors, `${path}.opens_at`, input.opens_at);
  const closes_at = instant(c.errors, `${path}.closes_at`, input.closes_at);
  if (notAfter(opens_at, closes_at)) c.errors.add(`${path}.closes_at`, m.CLOSES_BEFORE_OPENS);
  if (closes_at && closes_at !== before.closes_at && Date.parse(closes_at) < c.now)
    c.errors.add(`${path}.closes_at`, m.DEADLINE_IN_PAST);
  return { opens_at, closes_at };
}

function bankAccount(c: Context, raw: unknown): BankAccount | null {
  const input = obj(raw);
  const bank = text(c.errors, 'bank_account.bank', input.bank, 100);
  const number = typeof input.number === 'string' ? input.number.trim() : '';
  const holder = text(c.errors, 'bank_account.holder', input.holder, 100);
  if (!bank && !number && !holder) return null;
  if (!bank) c.errors.add('bank_account.bank', m.REQUIRED);
  if (!/^\d{6,20}$/.test(number)) c.errors.add('bank_account.number', m.ACCOUNT_DIGITS);
  if (!holder) c.errors.add('bank_account.holder', m.REQUIRED);
  return { bank, number, holder };
}

export function parseCompetition(
  type: CompetitionType,
  raw: unknown,
  before: CompetitionSettings,
  now: number,
): { value: CompetitionSettingsWithTexts; errors: FieldErrors } {
  const c = { errors: new FieldErrors(), now };
  const input: Input = obj(raw);
  const registration = window(c, 'registration', input.registration, before.registration);
  const stage_1 = window(c, 'stage_1', input.stage_1, before.stage_1);
  const stage_2 = window(c, 'stage_2', input.stage_2, before.stage_2);
  // Stage 1 may overlap registration (early teams start), but stage 2 follows stage 1.
  if (notAfter(stage_1.closes_at, stage_2.closes_at))
    c.errors.add('stage_2.closes_at', m.STAGE_2_BEFORE_STAGE_1);
  if (notAfter(stage_1.opens_at, stage_2.opens_at))
    c.errors.add('stage_2.opens_at', m.STAGE_2_BEFORE_STAGE_1);
  const fee = rupiah(c.errors, 'fee', input.fee);
  const early_bird_fee = rupiah(c.errors, 'early_bird_fee', input.early_bird_fee);
  if (fee !== null && early_bird_fee !== null && early_bird_fee >= fee)
    c.errors.add('early_bird_fee', m.EARLY_BIRD_NOT_CHEAPER);
  const early_bird_until = instant(c.errors, 'early_bird_until', input.early_bird_until);
  if (notAfter(early_bird_until, registration.closes_at))
    c.errors.add('early_bird_until', m.EARLY_BIRD_AFTER_CLOSE);
  const size = obj(input.team_size);
  const min = wholeNumber(c.errors, 'team_size.min', size.min, m.MIN_TOO_SMALL);
  const max = wholeNumber(c.errors, 'team_size.max', size.max, m.maxAboveCap(MAX_TEAM_SIZE[type]));
  if (min !== null && min < 1) c.errors.add('team_size.min', m.MIN_TOO_SMALL);
  if (max !== null && (max > MAX_TEAM_SIZE[type] || max < 1))
    c.errors.add('team_size.max', m.maxAboveCap(MAX_TEAM_SIZE[type]));
  if (min !== null && max !== null && min > max) c.errors.add('team_size.min', m.MIN_ABOVE_MAX);
  const value: CompetitionSettingsWithTexts = {
    registration,
    fee,
    early_bird_fee,
    early_bird_until,
    bank_account: bankAccount(c, input.bank_account),
    team_size: { min: min ?? 1, max: max ?? MAX_TEAM_SIZE[type] },
    stage_1,
    stage_2,
    payment_instructions: text(c.errors, 'payment_instructions', input.payment_instructions, 1000),
    stage_1_url: httpsLink(c.errors, 'stage_1_url', input.stage_1_url),
    stage_2_url: httpsLink(c.errors, 'stage_2_url', input.stage_2_url),
    final_place: text(c.errors, 'final_place', input.final_place, 200),
    final_url: httpsLink(c.errors, 'final_url', input.final_url),
    final_info: text(c.errors, 'final_info', input.final_info, 1000),
  };
  return { value, errors: c.errors };
}

export function parseSeminar(
  raw: unknown,
  before: SeminarSettingsWithTicket,
  now: number,
  seatsTaken: number,
): { value: SeminarSettingsWithTicket; errors: FieldErrors } {
  const c = { errors: new FieldErrors(), now };
  const input: Input = obj(raw);
  let capacity: number | null = null;
  if (input.capacity !== null && input.capacity !== undefined && input.capacity !== '') {
    capacity = wholeNumber(c.errors, 'capacity', input.capacity, m.CAPACITY_INVALID);
    if (capacity !== null && capacity < 1) c.errors.add('capacity', m.CAPACITY_INVALID);
    else if (capacity !== null && capacity < seatsTaken)
      c.errors.add('capacity', m.capacityBelowTaken(seatsTaken));
  }
  const starts_at = instant(c.errors, 'starts_at', input.starts_at);
  const value: SeminarSettingsWithTicket = {
    registration: window(c, 'registration', input.registration, before.registration),
    fee: rupiah(c.errors, 'fee', input.fee),
    bank_account: bankAccount(c, input.bank_account),
    starts_at,
    ends_at: ticketField(c, input, before, 'ends_at'),
    venue: text(c.errors, 'venue', input.venue),
    online_link: httpsLink(c.errors, 'online_link', input.online_link),
    capacity,
    cancel_until: ticketField(c, input, before, 'cancel_until'),
  };
  if (notAfter(value.registration.closes_at, starts_at))
    c.errors.add('registration.closes_at', m.REGISTRATION_AFTER_START);
  if (value.ends_at && !starts_at) c.errors.add('starts_at', m.REQUIRED);
  if (notAfter(starts_at, value.ends_at)) c.errors.add('ends_at', m.ENDS_BEFORE_START);
  if (value.cancel_until && starts_at && Date.parse(value.cancel_until) > Date.parse(starts_at))
    c.errors.add('cancel_until', m.CANCEL_AFTER_START);
  return { value, errors: c.errors };
}

/**
 * A field added in contract 2.8. A body without it (a page built before) keeps the saved value
 * instead of wiping it. A changed cancel cut-off may not lie in the past, like any deadline.
 */
function ticketField(
  c: Context,
  input: Input,
  before: SeminarSettingsWithTicket,
  key: 'ends_at' | 'cancel_until',
): string | null {
  if (!(key in input)) return before[key] ?? null;
  const at = instant(c.errors, key, input[key]);
  if (key === 'cancel_until' && at && at !== before[key] && Date.parse(at) < c.now)
    c.errors.add(key, m.DEADLINE_IN_PAST);
  return at;
}

export function parseGeneral(raw: unknown): { value: GeneralSettings; errors: FieldErrors } {
  const errors = new FieldErrors();
  const input: Input = obj(raw);
  const countdown = instant(errors, 'countdown_target', input.countdown_target);
  if (!countdown) errors.add('countdown_target', m.REQUIRED);
  const finalDay = typeof input.final_day === 'string' ? input.final_day.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(finalDay) || Number.isNaN(Date.parse(finalDay)))
    errors.add('final_day', m.FINAL_DAY_INVALID);
  return { value: { countdown_target: countdown ?? '', final_day: finalDay }, errors };
}
