import { mixed, object, string } from 'yup';

import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  EVENT_NAMES,
  EVENT_STATUSES,
} from '@gcw/shared/contract';
import type { AnnouncementAudience, EventName, EventStatus } from '@gcw/shared/contract';

// Control characters other than tab and newline cannot be typed in the form; they only hide text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const STAGES = EVENT_STATUSES.filter((s) => s !== 'Unregistered');

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
    .oneOf([...STAGES, null, undefined], 'Tahap tidak dikenal')
    .when('audience', { is: 'stage', then: (s) => s.required('Pilih tahapnya') }),
});
