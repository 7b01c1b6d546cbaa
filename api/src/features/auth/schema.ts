import { object, string } from 'yup';

import { MESSAGES } from '@gcw/shared/contract';

export const googleSignInSchema = object({
  google_id_token: string()
    .trim()
    .required(MESSAGES.googleMissingToken)
    .max(8192, MESSAGES.googleValidationFailed),
});

export const refreshSchema = object({
  refresh_token: string()
    .trim()
    .required('refresh_token is required')
    .max(4096, MESSAGES.refreshFailed),
});

/** OpenAPI shapes (documentation only: the yup schemas above validate). */
export const docs = {
  login: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email' },
      password: { type: 'string', minLength: 8 },
    },
  },
  registration: {
    type: 'object',
    required: ['name', 'email', 'password'],
    properties: {
      name: { type: 'string', maxLength: 120 },
      email: { type: 'string', format: 'email' },
      password: { type: 'string', minLength: 8 },
    },
  },
  google: {
    type: 'object',
    required: ['google_id_token'],
    properties: { google_id_token: { type: 'string' } },
  },
  refresh: {
    type: 'object',
    required: ['refresh_token'],
    properties: { refresh_token: { type: 'string' } },
  },
} as const;
