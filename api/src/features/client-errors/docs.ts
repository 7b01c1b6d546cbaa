import { REPORT_KINDS, REPORT_LIMITS, REPORT_MAX_BYTES, REPORT_REASONS } from './schema';

/** OpenAPI description of the endpoint (documentation only: the yup schema validates). */
const message = {
  type: 'object',
  required: ['Message'],
  properties: { Message: { type: 'string' }, Errors: { type: 'object' } },
} as const;

const text = (max: number, description: string) =>
  ({ type: 'string', maxLength: max, description }) as const;

export const clientErrorDocs = {
  tags: ['client-errors'],
  summary: 'Report a front-end failure (a remote that did not load); public, rate-limited',
  description:
    'Logs the report at `warn` level as `client error` with the request id (and the user id when a ' +
    'valid Bearer access token is sent; an invalid or expired one is ignored, the report is then ' +
    `anonymous). The JSON body is at most ${REPORT_MAX_BYTES} bytes; unknown fields are dropped; ` +
    'no text may contain control characters (line breaks and tabs included: send a stack trace ' +
    'as one line). Token-like strings in the texts are masked before logging. At most ' +
    '`CLIENT_ERROR_RATE_LIMIT_MAX` reports per client address per ' +
    '`CLIENT_ERROR_RATE_LIMIT_WINDOW_MS`, then 429 with `Retry-After`.',
  // Anonymous, or signed in.
  security: [{}, { bearer: [] }],
  body: {
    type: 'object',
    required: ['kind', 'remote', 'reason', 'detail'],
    properties: {
      kind: { type: 'string', enum: [...REPORT_KINDS] },
      remote: text(REPORT_LIMITS.remote, 'name of the remote, e.g. `mfe_dashboard`'),
      buildId: text(REPORT_LIMITS.buildId, "build id from the remote's manifest"),
      reason: { type: 'string', enum: [...REPORT_REASONS] },
      detail: text(REPORT_LIMITS.detail, 'what went wrong, one line'),
      wanted: text(REPORT_LIMITS.wanted, 'the contract or version range the shell wanted'),
      found: text(REPORT_LIMITS.found, 'the contract or version the remote offered'),
      page: text(
        REPORT_LIMITS.page,
        'path of the page, starting with `/`; a query or fragment is dropped',
      ),
      at: {
        type: 'string',
        format: 'date-time',
        description: 'when it happened (ISO 8601 with a zone)',
      },
      userAgent: text(REPORT_LIMITS.userAgent, "the browser's user agent"),
    },
  },
  response: {
    202: {
      description: 'Logged',
      type: 'object',
      properties: {
        Data: {
          type: 'object',
          properties: {
            request_id: { type: 'string', description: 'id of the log line, for an operator' },
          },
        },
      },
    },
    400: { description: 'A field is missing or not valid (`Bidang <field> ...`)', ...message },
    413: { description: `The body is larger than ${REPORT_MAX_BYTES} bytes`, ...message },
    415: { description: 'The body is not JSON', ...message },
    429: { description: 'Too many reports from this address; see `Retry-After`', ...message },
  },
} as const;
