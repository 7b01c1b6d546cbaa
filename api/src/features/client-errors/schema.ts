import { REMOTE_FAILURE_REASONS } from '@gcw/shared/contract';
import { object, string } from 'yup';

import { REPORT_MESSAGES as M } from './messages';

/** Largest accepted report body, in bytes (checked by Fastify before the body is parsed). */
export const REPORT_MAX_BYTES = 8 * 1024;

export const REPORT_KINDS = ['remote-load'] as const;

/** The shell and the API share the list (`@gcw/shared/contract`). */
export const REPORT_REASONS = REMOTE_FAILURE_REASONS;

/** Longest value of each text field. */
export const REPORT_LIMITS = {
  remote: 64,
  buildId: 100,
  detail: 2000,
  wanted: 100,
  found: 100,
  page: 300,
  userAgent: 400,
} as const;

// C0 and C1 control characters and DEL (line breaks and tabs included): nothing that can
// forge or break a log line.
const CONTROL = /\p{Cc}/u;
// An ISO 8601 date-time with a zone, as `Date.prototype.toISOString` writes it (or an offset).
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
// A path on this site: one leading slash (`//host` would be another origin), no spaces.
const PATH = /^\/(?!\/)[^\s]*$/;

/** A text field: no control characters, at most `max` characters. */
function text(field: string, max: number) {
  return string()
    .test('no-control', M.controlCharacters(field), (v) => v == null || !CONTROL.test(v))
    .max(max, M.tooLong(field, max));
}

const required = (field: keyof typeof REPORT_LIMITS) =>
  text(field, REPORT_LIMITS[field])
    .required(M.required(field))
    .test('not-blank', M.required(field), (v) => v == null || v.trim() !== '');

const optional = (field: keyof typeof REPORT_LIMITS) =>
  text(field, REPORT_LIMITS[field]).nullable().optional();

/** A query or fragment may carry a token or a code: only the path is kept. */
const pathOnly = (v: unknown) => (typeof v === 'string' ? v.split(/[?#]/, 1)[0] : v);

/** The body of `POST /api/v1/client-errors`; unknown fields are dropped by `validate`. */
export const clientErrorSchema = object({
  kind: string()
    .required(M.required('kind'))
    .oneOf([...REPORT_KINDS], M.invalid('kind')),
  remote: required('remote'),
  buildId: optional('buildId'),
  reason: string()
    .required(M.required('reason'))
    .oneOf([...REPORT_REASONS], M.invalid('reason')),
  detail: required('detail'),
  wanted: optional('wanted'),
  found: optional('found'),
  page: optional('page')
    .transform(pathOnly)
    .test('path', M.invalid('page'), (v) => v == null || PATH.test(v)),
  at: string()
    .nullable()
    .optional()
    .test(
      'iso-time',
      M.invalid('at'),
      (v) => v == null || (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))),
    ),
  userAgent: optional('userAgent'),
}).meta({
  refusals: { notAnObject: M.notAnObject, wrongType: M.wrongType },
  jsonSchema: { description: 'A front-end failure report; texts without control characters' },
});
