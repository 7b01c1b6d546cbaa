import { object, string } from 'yup';

import { PROFILE_PLACEHOLDERS } from '@gcw/shared/contract';

const required = (label: string, max: number) =>
  string().trim().required(`${label} is required`).max(max, `${label} is too long`);

/** SPEC §3 profile update payload; birth_* and gender are fixed placeholders sent by the client. */
export const profileUpdateSchema = object({
  name: required('Name', 120),
  phone: required('Phone', 20).matches(/^\+?[0-9]{8,15}$/, 'Phone must be 8 to 15 digits'),
  major: required('Major', 120),
  institusi: required('Institution', 160),
  nim: required('NIM', 32).matches(
    /^[A-Za-z0-9.\-/]+$/,
    'NIM may only contain letters, digits, . - /',
  ),
  socmed_document: required('Social media document', 500).url(
    'Social media document must be a link',
  ),
  birth_date: string().trim().max(10).default(PROFILE_PLACEHOLDERS.birth_date),
  birth_place: string().trim().max(120).default(PROFILE_PLACEHOLDERS.birth_place),
  gender: string().trim().max(20).default(PROFILE_PLACEHOLDERS.gender),
});

const text = { type: 'string' } as const;
export const profileUpdateDoc = {
  type: 'object',
  required: ['name', 'phone', 'major', 'institusi', 'nim', 'socmed_document'],
  properties: {
    name: text,
    birth_date: { type: 'string', example: PROFILE_PLACEHOLDERS.birth_date },
    birth_place: { type: 'string', example: PROFILE_PLACEHOLDERS.birth_place },
    gender: { type: 'string', example: PROFILE_PLACEHOLDERS.gender },
    phone: text,
    major: text,
    institusi: text,
    nim: text,
    socmed_document: { type: 'string', format: 'uri' },
  },
} as const;
