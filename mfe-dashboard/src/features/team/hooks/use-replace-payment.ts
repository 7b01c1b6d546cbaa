import type { TeamDetail } from '@gcw/shared';
import { useCallback } from 'react';

import { useUpload } from '../../../hooks/use-upload';

/** POST /team/payment: a new proof of payment; the review starts over at pending. */
export function useReplacePayment() {
  const { upload, progress } = useUpload();
  const replace = useCallback(
    (file: File) => {
      const form = new FormData();
      form.append('bukti_pembayaran', file);
      return upload<TeamDetail>('/team/payment', form, ['Team', 'Events']);
    },
    [upload],
  );
  return { replace, progress };
}
