import { array, mixed, number, object, string } from 'yup';

import { EVENT_STATUSES } from '@gcw/shared/contract';

/** Bodies of the admin team actions. */
export const SETTABLE = EVENT_STATUSES.filter((s) => s !== 'Unregistered');
const statusField = string()
  .required('Status wajib diisi')
  .oneOf(SETTABLE, `Status harus salah satu dari: ${SETTABLE.join(', ')}`);
export const statusSchema = object({ status: statusField });
export const bulkSchema = object({
  status: statusField,
  ids: array(
    number()
      .integer('Daftar tim harus berisi id bilangan bulat')
      .positive('Daftar tim harus berisi id bilangan bulat')
      .required(),
  )
    .required('Daftar tim wajib diisi')
    .min(1, 'Pilih minimal satu tim')
    .max(500, 'Paling banyak 500 tim sekaligus'),
});
export const PROOF_REQUIRED =
  'Sebutkan bukti pembayaran yang Anda periksa (bukti_pembayaran_url) untuk memverifikasi.';
export const paymentSchema = object({
  // The proof the admin looked at; undefined (absent) differs from null (the team had none).
  bukti_pembayaran_url: string()
    .nullable()
    .max(300, PROOF_REQUIRED)
    .when('action', { is: 'verify', then: (s) => s.defined(PROOF_REQUIRED) }),
  action: mixed<'verify' | 'reject'>()
    .required('Tindakan wajib dipilih')
    .oneOf(['verify', 'reject'], 'Tindakan harus verify atau reject'),
  reason: string()
    .trim()
    .max(500, 'Alasan maksimal 500 karakter')
    .when('action', {
      is: 'reject',
      then: (s) =>
        s
          .required('Alasan wajib diisi untuk menolak pembayaran')
          .min(3, 'Alasan wajib diisi untuk menolak pembayaran'),
    }),
});
