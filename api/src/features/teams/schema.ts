import { object, string } from 'yup';

export const teamFieldsSchema = object({
  team_name: string()
    .trim()
    .required('Team name is required')
    .min(3, 'Team name is too short')
    .max(60, 'Team name is too long'),
  supervisor: string().trim().required('Supervisor is required').max(120, 'Supervisor is too long'),
  supervisor_nidn: string()
    .trim()
    .required('Supervisor NIDN is required')
    .matches(/^[0-9]{8,16}$/, 'Supervisor NIDN must be 8 to 16 digits'),
});

export const teamRegistrationDoc = {
  type: 'object',
  required: ['bukti_pembayaran', 'supervisor', 'supervisor_nidn', 'team_name'],
  properties: {
    bukti_pembayaran: {
      type: 'string',
      format: 'binary',
      description: 'PDF, PNG, JPEG or WebP, at most UPLOAD_MAX_BYTES',
    },
    supervisor: { type: 'string' },
    supervisor_nidn: { type: 'string', pattern: '^[0-9]{8,16}$' },
    team_name: { type: 'string', minLength: 3, maxLength: 60 },
  },
} as const;
