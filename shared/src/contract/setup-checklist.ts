import { array, object } from 'yup';

import { flag, oneOf, text } from './response-fields';

/** done; todo: still to do; waiting: done on the admin's side, the product is still at it. */
export const SETUP_ITEM_STATES = ['done', 'todo', 'waiting'] as const;
export type SetupItemState = (typeof SETUP_ITEM_STATES)[number];

/**
 * One fact the event needs before registration opens (the first-run set-up). The API
 * computes it from the saved settings and the server's own configuration.
 */
export interface SetupItem {
  /** Stable, e.g. `hackathon.bank_account`, `mail.test`. */
  id: string;
  /** Indonesian, what the admin reads. */
  label: string;
  state: SetupItemState;
  /** false: advice only (e.g. mail without SMTP); the event can open without it. */
  required: boolean;
  /** What is set now or what is missing, in Indonesian. */
  detail: string;
  /** Where to set it: a path of the admin pages with the field's anchor (`/admin/settings#…`). */
  link: string;
}

/** GET /api/v1/admin/setup (admins only). */
export interface SetupChecklist {
  items: SetupItem[];
  /** Every required item is done. */
  ready: boolean;
}

/** The item that a test mail completes (POST /api/v1/admin/setup/test-mail). */
export const SETUP_TEST_MAIL_ITEM = 'mail.test';

export const setupChecklistResponse = object({
  items: array(
    object({
      id: text(),
      label: text(),
      state: oneOf(SETUP_ITEM_STATES),
      required: flag(),
      detail: text(),
      link: text(),
    }).defined(),
  ).defined(),
  ready: flag(),
});
