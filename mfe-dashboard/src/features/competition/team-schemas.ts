import { mixed, object, string } from 'yup';

import { fileProblem, PAYMENT_PROOF_TYPES } from '../uploads/file-rules';

/** Join codes use 31 symbols without 0/O and 1/I/L (the API's alphabet), 10 of them. */
const JOIN_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/;

/** What people paste: lower case, spaces or dashes between groups. */
export function normalizeJoinCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export const joinCodeSchema = object({
  join_code: string()
    .required('Kode gabung wajib diisi')
    .test(
      'join-code',
      'Kode gabung terdiri dari 10 huruf/angka (tanpa 0, O, 1, I dan L)',
      (value) => !value || JOIN_CODE.test(normalizeJoinCode(value)),
    ),
});

export interface CreateTeamValues {
  team_name: string;
  supervisor: string;
  supervisor_nidn: string;
  bukti_pembayaran: File | null;
}

export const createTeamSchema = object({
  team_name: string()
    .trim()
    .required('Nama tim wajib diisi')
    .min(3, 'Nama tim minimal 3 karakter')
    .max(60, 'Nama tim maksimal 60 karakter'),
  supervisor: string()
    .trim()
    .required('Nama dosen pembimbing wajib diisi')
    .max(120, 'Nama dosen pembimbing maksimal 120 karakter'),
  supervisor_nidn: string()
    .trim()
    .required('NIDN dosen pembimbing wajib diisi')
    .matches(/^[0-9]{8,16}$/, 'NIDN berisi 8–16 angka, tanpa spasi'),
  bukti_pembayaran: mixed<File>()
    .nullable()
    .test('payment-proof', function check(value) {
      const problem = fileProblem(value ?? null, PAYMENT_PROOF_TYPES);
      return problem ? this.createError({ message: problem }) : true;
    }),
});

/** SPEC §3 team registration payload as multipart: the file plus the three text fields. */
export function toTeamRegistrationForm(values: CreateTeamValues): FormData {
  const form = new FormData();
  form.append('team_name', values.team_name.trim());
  form.append('supervisor', values.supervisor.trim());
  form.append('supervisor_nidn', values.supervisor_nidn.trim());
  if (values.bukti_pembayaran) form.append('bukti_pembayaran', values.bukti_pembayaran);
  return form;
}
