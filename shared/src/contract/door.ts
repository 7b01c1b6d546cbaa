import { array, date, object, string } from 'yup';

import { checkInSchema } from './admin-payloads';
import { maybeText, oneOf, text } from './response-fields';

/*
 * The seminar doors (ADR 0020): several doors check tickets in at once, online through
 * POST /api/v1/admin/seminar/check-in, offline from a downloaded roster whose check-ins are
 * synced later. Since @gcw/shared 2.21.
 */

export const DOOR_LIMITS = {
  /** A door's name as door staff type it ("Pintu A", "Gerbang Utara"). */
  doorMax: 60,
  /** Offline check-ins sent in one sync; a longer queue goes in several. */
  syncBatchMax: 200,
} as const;

const doorField = () =>
  string()
    .trim()
    .max(DOOR_LIMITS.doorMax, `Nama pintu paling banyak ${DOOR_LIMITS.doorMax} karakter`);

/** POST /admin/seminar/check-in with the door that asks (optional: older desks send none). */
export const doorCheckInSchema = checkInSchema.shape({ door: doorField().optional() });

export interface DoorCheckInPayload {
  ticket: string;
  door?: string;
}

/** One ticket of the roster a door keeps for offline use: who may come in, and who came. */
export interface DoorRosterTicket {
  ticket_id: string;
  name: string;
  institusi: string | null;
  valid_until: string;
  checked_in_at: string | null;
  checked_in_door: string | null;
  cancelled_at: string | null;
}

/**
 * GET /admin/door/bundle: what a door needs to decide offline. `public_key` is the raw Ed25519
 * key (base64url) that verifies `GCW2.<ticket_id>.<signature>`. Answered with an ETag; a
 * request with a matching If-None-Match gets 304.
 */
export interface DoorBundle {
  public_key: string;
  generated_at: string;
  tickets: DoorRosterTicket[];
}

export const doorBundleResponse = object({
  public_key: text(),
  generated_at: text(),
  tickets: array(
    object({
      ticket_id: text(),
      name: text(),
      institusi: maybeText(),
      valid_until: text(),
      checked_in_at: maybeText(),
      checked_in_door: maybeText(),
      cancelled_at: maybeText(),
    }),
  ).defined(),
});

/** POST /admin/door/sync: check-ins made offline, each with the door's own id for it. */
export interface DoorSyncItem {
  client_id: string;
  ticket: string;
  scanned_at: string;
}

export interface DoorSyncPayload {
  door: string;
  items: DoorSyncItem[];
}

export const doorSyncSchema = object({
  door: doorField().required('Nama pintu wajib diisi'),
  items: array(
    object({
      client_id: string().required('ID antrean wajib diisi').uuid('ID antrean tidak valid'),
      ticket: string().trim().required('Tiket wajib diisi').max(200, 'Tiket tidak valid'),
      scanned_at: date().typeError('Waktu pindai tidak valid').required('Waktu pindai wajib diisi'),
    }),
  )
    .required('Daftar check-in wajib diisi')
    .max(DOOR_LIMITS.syncBatchMax, `Paling banyak ${DOOR_LIMITS.syncBatchMax} check-in sekaligus`),
});

/**
 * How the server decided one synced check-in: `admitted` (it counts, at the scan time), or
 * refused: `used` (checked in earlier, `used_at`/`used_door` say where), `cancelled`, `expired`,
 * `unknown` (no such ticket), `invalid` (not a genuine ticket code).
 */
export const DOOR_SYNC_STATUSES = [
  'admitted',
  'used',
  'cancelled',
  'expired',
  'unknown',
  'invalid',
] as const;
export type DoorSyncStatus = (typeof DOOR_SYNC_STATUSES)[number];

export interface DoorSyncResult {
  client_id: string;
  status: DoorSyncStatus;
  ticket_id: string | null;
  name: string | null;
  /** The check-in time recorded (admitted), or the earlier one (used). */
  checked_in_at: string | null;
  used_door: string | null;
  message: string;
}

export const doorSyncResponse = object({
  results: array(
    object({
      client_id: text(),
      status: oneOf(DOOR_SYNC_STATUSES),
      ticket_id: maybeText(),
      name: maybeText(),
      checked_in_at: maybeText(),
      used_door: maybeText(),
      message: text(),
    }),
  ).defined(),
});

export interface DoorSyncData {
  results: DoorSyncResult[];
}
