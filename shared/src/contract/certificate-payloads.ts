import { array, mixed, number, object, string } from 'yup';

import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_IMAGE_SLOTS,
  CERTIFICATE_LIMITS as L,
  CERTIFICATE_TEMPLATE_KEYS,
  certificateNeedsTeams,
} from './certificates';
import type { CertificateImageSlot, CertificateTemplateKey } from './certificates';
import { idField, optionalText, requiredText } from './payload-fields';
import { PAYLOAD_MESSAGES as M } from './payload-messages';

/*
 * Bodies and parameters of the e-certificate routes: the API validates with these and
 * the admin pages may check their forms with the same schemas.
 */

const FIELD_NAMES = Object.keys(CERTIFICATE_FIELDS);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The `{field}`s of a body that CERTIFICATE_FIELDS does not know. */
export function unknownCertificateFields(body: string): string[] {
  const used = [...body.matchAll(/\{([^{}\s]*)\}/g)].map((m) => m[1] ?? '');
  return [...new Set(used.filter((name) => !FIELD_NAMES.includes(name)))];
}

const fileId = (label: string) => idField(label).nullable().defined();

const templateKeyField = () =>
  mixed<CertificateTemplateKey>()
    .label('Jenis sertifikat')
    .required(M.required('Jenis sertifikat'))
    .oneOf([...CERTIFICATE_TEMPLATE_KEYS], M.oneOf('Jenis sertifikat', CERTIFICATE_TEMPLATE_KEYS));

/** PUT /api/v1/admin/certificates/templates/{key}; POST …/preview.pdf takes the same body. */
export const certificateTemplateSchema = object({
  title: requiredText('Judul', L.title),
  body: string()
    .label('Isi')
    .trim()
    .required(M.required('Isi'))
    .max(L.body, M.tooLong('Isi', L.body))
    // Lines are the layout: a line that is only {nama} prints the name large.
    .meta({ multiline: true })
    .test('fields', (value, ctx) => {
      const unknown = unknownCertificateFields(value ?? '');
      if (unknown.length === 0) return true;
      return ctx.createError({
        message: `Kolom tidak dikenal: ${unknown.map((f) => `{${f}}`).join(', ')}. Gunakan ${FIELD_NAMES.map((f) => `{${f}}`).join(', ')}.`,
      });
    }),
  event_date: string()
    .label('Tanggal acara')
    .nullable()
    .defined('Tanggal acara wajib dikirim (null: tanggal dari pengaturan)')
    .test(
      'date',
      'Tanggal acara tidak valid (format YYYY-MM-DD)',
      (v) => v == null || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))),
    ),
  signers: array(
    object({
      name: requiredText('Nama penanda tangan', L.signerName),
      role: optionalText('Jabatan penanda tangan', L.signerRole).default(''),
      signature_file_id: fileId('Tanda tangan'),
    }).defined(),
  )
    .label('Penanda tangan')
    .required(M.required('Penanda tangan'))
    .max(L.signers, `Paling banyak ${L.signers} penanda tangan`),
  background_file_id: fileId('Latar belakang'),
  logo_file_id: fileId('Logo'),
});

/** The `{key}` of the template routes: an unknown key is refused before anything else. */
export const certificateTemplateParamsSchema = object({ key: templateKeyField() });

/** The `{key}` and `{slot}` of POST …/templates/{key}/images/{slot}. */
export const certificateImageParamsSchema = object({
  key: templateKeyField(),
  slot: mixed<CertificateImageSlot>()
    .label('Tempat gambar')
    .required(M.required('Tempat gambar'))
    .oneOf([...CERTIFICATE_IMAGE_SLOTS], M.oneOf('Tempat gambar', CERTIFICATE_IMAGE_SLOTS)),
});

const teamIds = () =>
  array(idField('Tim').required()).label('Tim').max(500, 'Paling banyak 500 tim sekaligus');

/** POST /api/v1/admin/certificates/jobs. */
export const certificateJobSchema = object({
  template_key: templateKeyField(),
  team_ids: teamIds().when('template_key', {
    is: (key: CertificateTemplateKey) =>
      CERTIFICATE_TEMPLATE_KEYS.includes(key) && certificateNeedsTeams(key),
    then: (s) => s.required('Pilih minimal satu tim').min(1, 'Pilih minimal satu tim'),
  }),
});

/** GET /api/v1/admin/certificates/candidates?key=&team_ids=1,2 (team_ids comma-separated). */
export const certificateCandidatesQuerySchema = object({
  key: templateKeyField(),
  team_ids: string()
    .label('Tim')
    .max(5000, 'Terlalu banyak tim')
    .matches(/^\d{1,9}(,\d{1,9})*$/, 'Tim harus berupa daftar id dipisah koma'),
});

/** GET /api/v1/admin/certificates?template_key=&search=&page=&page_size=. */
export const adminCertificatesQuerySchema = object({
  template_key: mixed<CertificateTemplateKey>()
    .label('Jenis sertifikat')
    .oneOf([...CERTIFICATE_TEMPLATE_KEYS], M.oneOf('Jenis sertifikat', CERTIFICATE_TEMPLATE_KEYS)),
  search: optionalText('Cari', 100),
  page: number()
    .label('Halaman')
    .typeError(M.integer('Halaman'))
    .integer(M.integer('Halaman'))
    .min(1, M.integer('Halaman'))
    .max(100_000, 'Halaman maksimal 100000')
    .default(1),
  page_size: number()
    .label('Baris per halaman')
    .typeError(M.integer('Baris per halaman'))
    .integer(M.integer('Baris per halaman'))
    .min(1, 'Baris per halaman harus 1 sampai 100')
    .max(100, 'Baris per halaman harus 1 sampai 100')
    .default(20),
});

/** The `{code}` of a certificate in a path: a code of another shape is not found (404). */
export const certificateCodeParamsSchema = object({
  code: string().label('Kode sertifikat').required(M.required('Kode sertifikat')).max(64),
});

/** POST /api/v1/admin/certificates/{code}/revoke. */
export const certificateRevokeSchema = object({
  reason: string()
    .label('Alasan')
    .trim()
    .required('Alasan pencabutan wajib diisi')
    .min(3, 'Alasan pencabutan minimal 3 karakter')
    .max(L.revokeReason, M.tooLong('Alasan', L.revokeReason)),
});
