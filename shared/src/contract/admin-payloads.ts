import { array, boolean, mixed, number, object, string } from 'yup';

import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LIMITS } from './announcements';
import type { AnnouncementAudience } from './announcements';
import { EVENT_NAMES } from './event-name';
import type { EventName } from './event-name';
import { EVENT_STATUSES } from './event-status';
import type { EventStatus } from './event-status';
import { PAYMENT_STATUSES } from './team';

/*
 * The bodies of the admin actions, with Indonesian messages: the API validates them with these
 * (Fastify, through routeSchema) and the admin pages may check a form with the same schema.
 */

/** Bodies of the admin team actions. */
export const SETTABLE_TEAM_STATUSES = EVENT_STATUSES.filter((s) => s !== 'Unregistered');
const statusField = string()
  .required('Status wajib diisi')
  .oneOf(
    SETTABLE_TEAM_STATUSES,
    `Status harus salah satu dari: ${SETTABLE_TEAM_STATUSES.join(', ')}`,
  );
// The stage the page showed: another admin's move since is a 409, not overwritten (optional
// so older pages keep working).
const expectedStatusField = string()
  .label('Tahap yang ditampilkan')
  .oneOf(
    [...EVENT_STATUSES],
    `Tahap yang ditampilkan harus salah satu dari: ${EVENT_STATUSES.join(', ')}`,
  );
export const teamStatusSchema = object({
  status: statusField,
  expected_status: expectedStatusField,
});
export const bulkTeamStatusSchema = object({
  status: statusField,
  expected_status: expectedStatusField,
  ids: array(
    number()
      .integer('Daftar tim harus berisi id bilangan bulat')
      .positive('Daftar tim harus berisi id bilangan bulat')
      .required(),
  )
    .required('Daftar tim wajib diisi')
    .min(1, 'Pilih minimal satu tim')
    .max(500, 'Paling banyak 500 tim sekaligus'),
});
export const PAYMENT_PROOF_REQUIRED =
  'Sebutkan bukti pembayaran yang Anda periksa (bukti_pembayaran_url) untuk memverifikasi.';
export const paymentReviewSchema = object({
  // The proof the admin looked at; undefined (absent) differs from null (the team had none).
  bukti_pembayaran_url: string()
    .nullable()
    .max(300, PAYMENT_PROOF_REQUIRED)
    .when('action', { is: 'verify', then: (s) => s.defined(PAYMENT_PROOF_REQUIRED) }),
  // The payment status the page showed: another admin's decision since is a 409.
  expected_payment_status: string()
    .label('Status pembayaran yang ditampilkan')
    .oneOf(
      [...PAYMENT_STATUSES],
      `Status pembayaran yang ditampilkan harus salah satu dari: ${PAYMENT_STATUSES.join(', ')}`,
    ),
  action: mixed<'verify' | 'reject'>()
    .required('Tindakan wajib dipilih')
    .oneOf(['verify', 'reject'], 'Tindakan harus verify atau reject'),
  reason: string()
    .trim()
    .max(500, 'Alasan maksimal 500 karakter')
    .when('action', {
      is: 'reject',
      then: (s) =>
        s
          .required('Alasan wajib diisi untuk menolak pembayaran')
          .min(3, 'Alasan wajib diisi untuk menolak pembayaran'),
    }),
});

/** POST /api/v1/admin/users/{id}/verify. */
export const verifyUserSchema = object({
  verified: boolean()
    .label('Terverifikasi')
    .required('Terverifikasi wajib diisi (true atau false)'),
  // The user's data_version as the page showed it: another admin's decision since is a 409.
  expected_data_version: number()
    .label('Versi data yang ditampilkan')
    .integer('Versi data harus bilangan bulat')
    .min(0, 'Versi data harus bilangan bulat'),
});

/** POST /api/v1/admin/seminar/check-in: the scanned QR text or a typed ticket_id. */
export const checkInSchema = object({
  ticket: string()
    .label('Tiket')
    .trim()
    .required('Tiket wajib diisi')
    .max(200, 'Tiket tidak valid'),
});

// Control characters other than tab and newline cannot be typed in the form; they only hide text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * Title and body are plain text. Markup is not refused but never interpreted: React shows it as
 * text on the home and in the bell, and the mail's HTML part escapes it (renderMail).
 */
export const announcementSchema = object({
  title: string()
    .label('Judul')
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(CONTROL, '').trim() : v))
    .required('Judul wajib diisi')
    .min(3, 'Judul minimal 3 karakter')
    .max(ANNOUNCEMENT_LIMITS.title, `Judul maksimal ${ANNOUNCEMENT_LIMITS.title} karakter`),
  body: string()
    .label('Isi pengumuman')
    .meta({ multiline: true })
    .transform((v: unknown) =>
      typeof v === 'string' ? v.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim() : v,
    )
    .required('Isi pengumuman wajib diisi')
    .max(ANNOUNCEMENT_LIMITS.body, `Isi maksimal ${ANNOUNCEMENT_LIMITS.body} karakter`),
  audience: mixed<AnnouncementAudience>()
    .oneOf([...ANNOUNCEMENT_AUDIENCES], 'Penerima harus all, event atau stage')
    .required('Penerima wajib dipilih'),
  event: mixed<EventName>()
    .nullable()
    .oneOf([...EVENT_NAMES, null, undefined], 'Acara tidak dikenal')
    .when('audience', {
      is: (a: string) => a === 'event' || a === 'stage',
      then: (s) => s.required('Pilih acaranya'),
    }),
  status: mixed<EventStatus>()
    .nullable()
    .oneOf([...SETTABLE_TEAM_STATUSES, null, undefined], 'Tahap tidak dikenal')
    .when('audience', { is: 'stage', then: (s) => s.required('Pilih tahapnya') }),
});

/** POST /api/v1/admin/users/{id}/verify-email: why the committee vouches for the address. */
export const ADMIN_VERIFY_EMAIL_REASON = { min: 5, max: 500 } as const;
export const adminVerifyEmailSchema = object({
  reason: string()
    .label('Alasan')
    .meta({ multiline: true })
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(CONTROL, '').trim() : v))
    .required('Alasan wajib diisi')
    .min(ADMIN_VERIFY_EMAIL_REASON.min, `Alasan minimal ${ADMIN_VERIFY_EMAIL_REASON.min} karakter`)
    .max(
      ADMIN_VERIFY_EMAIL_REASON.max,
      `Alasan maksimal ${ADMIN_VERIFY_EMAIL_REASON.max} karakter`,
    ),
});
