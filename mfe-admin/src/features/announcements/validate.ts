import type {
  AdminAnnouncement,
  AnnouncementAudience,
  AnnouncementPayload,
  EventName,
  EventStatus,
} from '@gcw/shared';
import { ANNOUNCEMENT_LIMITS } from '@gcw/shared';

export interface ComposeValues {
  title: string;
  body: string;
  audience: AnnouncementAudience;
  event: EventName | '';
  status: EventStatus | '';
}

export type ComposeErrors = Partial<Record<keyof ComposeValues, string>>;

/**
 * The API's rules, checked before sending so a mistake is shown under its field at once (this
 * remote has no form library; the API checks the same again).
 */
export function validateCompose(v: ComposeValues): ComposeErrors {
  const errors: ComposeErrors = {};
  const title = v.title.trim();
  const body = v.body.trim();
  if (!title) errors.title = 'Judul wajib diisi';
  else if (title.length < 3) errors.title = 'Judul minimal 3 karakter';
  else if (title.length > ANNOUNCEMENT_LIMITS.title)
    errors.title = `Judul maksimal ${ANNOUNCEMENT_LIMITS.title} karakter`;
  if (!body) errors.body = 'Isi pengumuman wajib diisi';
  else if (body.length > ANNOUNCEMENT_LIMITS.body)
    errors.body = `Isi maksimal ${ANNOUNCEMENT_LIMITS.body} karakter`;
  if (v.audience !== 'all' && !v.event) errors.event = 'Pilih acaranya';
  if (v.audience === 'stage' && !v.status) errors.status = 'Pilih tahapnya';
  return errors;
}

export const EMPTY_COMPOSE: ComposeValues = {
  title: '',
  body: '',
  audience: 'all',
  event: '',
  status: '',
};

/** The form as the API takes it: trimmed, and only what the audience needs. */
export function toPayload(v: ComposeValues): AnnouncementPayload {
  return {
    title: v.title.trim(),
    body: v.body.trim(),
    audience: v.audience,
    event: v.audience === 'all' ? null : (v.event as EventName),
    status: v.audience === 'stage' ? (v.status as EventStatus) : null,
  };
}

/** An announcement back in the form, to edit it. */
export const toValues = (a: AdminAnnouncement): ComposeValues => ({
  title: a.title,
  body: a.body,
  audience: a.audience,
  event: a.event ?? '',
  status: a.status ?? '',
});
