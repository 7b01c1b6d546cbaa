import { object, string } from 'yup';

import { announcementSchema } from './admin-payloads';

/** The audience alone: GET /api/v1/admin/announcements/recipients counts who it reaches. */
export const announcementAudienceSchema = announcementSchema.pick(['audience', 'event', 'status']);

export const SCHEDULE_IN_PAST = 'Waktu kirim sudah lewat. Pilih waktu yang akan datang.';

/**
 * POST /api/v1/admin/announcements/{id}/schedule. The form checks the same rule before asking;
 * the API checks it again against its own clock when the request arrives.
 */
export const announcementScheduleSchema = object({
  scheduled_at: string()
    .label('Waktu kirim')
    .trim()
    .required('Waktu kirim wajib diisi')
    // Date.parse reads years up to 275760; the database stores up to 9999.
    .test('date', 'Waktu kirim tidak valid', (v) => !v || Date.parse(v) < Date.UTC(10_000, 0, 1))
    .test('future', SCHEDULE_IN_PAST, (v) => !v || Date.parse(v) > Date.now()),
});
