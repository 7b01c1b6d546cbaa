import { number, object, string } from 'yup';

import { PROFILE_PLACEHOLDERS, STORED_FILE_PREFIX } from '@gcw/shared/contract';

const STORED_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The file id of `/api/v1/gcw/resources/files/<uuid>`, else null. */
export function storedFileId(value: string | undefined): string | null {
  if (!value?.startsWith(STORED_FILE_PREFIX)) return null;
  const id = value.slice(STORED_FILE_PREFIX.length);
  return STORED_FILE.test(id) ? id : null;
}
const isStoredFileUrl = (value: string | undefined) => storedFileId(value) !== null;

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
  // A link (SPEC §3, and proofs given before uploads) or the URL of the uploaded image; that it
  // is the caller's own upload is checked by the service.
  socmed_document: required('Social media document', 500).test(
    'link-or-upload',
    'Social media document must be a link',
    (value) => isStoredFileUrl(value) || string().url().isValidSync(value),
  ),
  // ProfileUpdateWithInstitution: the picked canonical institution (optional).
  institution_id: number()
    .integer('institution_id must be an id')
    .positive('institution_id must be an id')
    .nullable()
    .optional(),
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
    socmed_document: { type: 'string', description: 'A link, or the URL of the uploaded image' },
    institution_id: {
      type: 'integer',
      nullable: true,
      description: 'Picked canonical institution',
    },
  },
} as const;
