import type { BankAccount, EventWindow, SetupItem } from '@gcw/shared/contract';

import { accountText, NO_ACCOUNT, NO_CLOSING, settingsLink, windowText } from './setup-texts';

/**
 * One required fact of an event's settings (`section`: a competition type or 'seminar'), linked
 * to the field that settles it: done with what is set, else to do with what is missing.
 */
export function eventItem(
  section: string,
  fact: { key: string; label: string; field: string },
  done: string | null,
  todo: string,
): SetupItem {
  return {
    id: `${section}.${fact.key}`,
    label: fact.label,
    required: true,
    link: settingsLink(section, fact.field),
    ...(done ? { state: 'done', detail: done } : { state: 'todo', detail: todo }),
  };
}

/** Where the participants of a paid event pay (`name`: the event as the admin reads it). */
export const accountItem = (section: string, name: string, account: BankAccount | null) =>
  eventItem(
    section,
    { key: 'bank_account', label: `Rekening pembayaran ${name}`, field: 'bank_account.bank' },
    account ? accountText(account) : null,
    NO_ACCOUNT,
  );

/** When an event's registration opens and closes. */
export const registrationItem = (section: string, name: string, window: EventWindow, now: number) =>
  eventItem(
    section,
    { key: 'registration', label: `Jadwal pendaftaran ${name}`, field: 'registration.closes_at' },
    windowText(window, now),
    NO_CLOSING,
  );
