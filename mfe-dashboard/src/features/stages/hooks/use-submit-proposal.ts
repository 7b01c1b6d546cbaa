import type { TeamDetail } from '@gcw/shared';
import { useCallback } from 'react';

import { useUpload } from '../../../hooks/use-upload';

/** POST /team/submission/stage-1 with the PDF in `proposal`; a later one replaces it. */
export function useSubmitProposal() {
  const { upload, progress } = useUpload();
  const submit = useCallback(
    (file: File) => {
      const form = new FormData();
      form.append('proposal', file);
      return upload<TeamDetail>('/team/submission/stage-1', form, ['Team', 'Submission']);
    },
    [upload],
  );
  return { submit, progress };
}
