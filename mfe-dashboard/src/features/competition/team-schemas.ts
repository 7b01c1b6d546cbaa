import { teamFieldsSchema } from '@gcw/shared';
import { mixed } from 'yup';

import { fileProblem, PAYMENT_PROOF_TYPES } from '../../lib/file-rules';

export interface CreateTeamValues {
  team_name: string;
  supervisor: string;
  supervisor_nidn: string;
  bukti_pembayaran: File | null;
}

/** The API's rules for the text fields (`@gcw/shared`), plus the file checked before upload. */
export const createTeamSchema = teamFieldsSchema.shape({
  bukti_pembayaran: mixed<File>()
    .nullable()
    .test('payment-proof', function check(value) {
      const problem = fileProblem(value ?? null, PAYMENT_PROOF_TYPES);
      return problem ? this.createError({ message: problem }) : true;
    }),
});

/** R3.4 team registration payload as multipart: the file plus the three text fields. */
export function toTeamRegistrationForm(values: CreateTeamValues): FormData {
  const form = new FormData();
  form.append('team_name', values.team_name.trim());
  form.append('supervisor', values.supervisor.trim());
  form.append('supervisor_nidn', values.supervisor_nidn.trim());
  if (values.bukti_pembayaran) form.append('bukti_pembayaran', values.bukti_pembayaran);
  return form;
}
