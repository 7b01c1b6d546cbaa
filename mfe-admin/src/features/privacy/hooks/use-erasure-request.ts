import type { AdminErasurePayload, ErasureResult } from '@gcw/shared/contract';
import { adminErasureSchema } from '@gcw/shared/contract';
import { errorMessage, fieldErrors } from '@gcw/shared/store';
import { useFormik } from 'formik';
import { useState } from 'react';

import { useEraseAccountMutation } from '../api/privacy-api';

const EMPTY: AdminErasurePayload = { email: '', reason: '' };

/**
 * An erasure request received by mail: the form checks the input, a dialog asks once more (the
 * account cannot come back), then the request goes. A refusal keeps the input to correct it.
 */
export function useErasureRequest() {
  const [erase, state] = useEraseAccountMutation();
  const [pending, setPending] = useState<AdminErasurePayload | null>(null);
  const [result, setResult] = useState<ErasureResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik<AdminErasurePayload>({
    initialValues: EMPTY,
    validationSchema: adminErasureSchema,
    // A valid form only opens the confirmation; the schema's trimming is what the API reads.
    onSubmit: (values) => {
      setRefusal(null);
      setResult(null);
      setPending(adminErasureSchema.cast(values) as AdminErasurePayload);
    },
  });

  const confirm = async () => {
    if (!pending) return;
    const answer = await erase(pending);
    setPending(null);
    if (answer.error) {
      setRefusal(errorMessage(answer.error, 'Akun gagal dihapus. Coba lagi.'));
      formik.setErrors(fieldErrors(answer.error));
      return;
    }
    setResult(answer.data);
    formik.resetForm();
  };

  return {
    formik,
    pending,
    cancel: () => setPending(null),
    confirm,
    busy: state.isLoading,
    result,
    dismissResult: () => setResult(null),
    refusal,
  };
}
