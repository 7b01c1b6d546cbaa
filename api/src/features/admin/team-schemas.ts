import { array, mixed, number, object, string } from 'yup';

import { EVENT_STATUSES } from '@gcw/shared/contract';

/** Bodies of the admin team actions. */
export const SETTABLE = EVENT_STATUSES.filter((s) => s !== 'Unregistered');
const statusField = string()
  .required('status is required')
  .oneOf(SETTABLE, `status must be one of ${SETTABLE.join(', ')}`);
export const statusSchema = object({ status: statusField });
export const bulkSchema = object({
  status: statusField,
  ids: array(number().integer('ids must be integers').positive('ids must be positive').required())
    .required('ids is required')
    .min(1, 'ids must not be empty')
    .max(500, 'At most 500 ids at once'),
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
    .required('action is required')
    .oneOf(['verify', 'reject'], 'action must be verify or reject'),
  reason: string()
    .trim()
    .max(500, 'reason is too long')
    .when('action', {
      is: 'reject',
      then: (s) =>
        s
          .required('A reason is required to reject a payment')
          .min(3, 'A reason is required to reject a payment'),
    }),
});
