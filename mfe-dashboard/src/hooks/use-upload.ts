import { API_BASE_PATH } from '@gcw/shared';
import { api, useAppDispatch, useAuthorizedRequest } from '@gcw/shared/store';
import { useCallback, useState } from 'react';

import type { UploadResult } from '../lib/upload-result';
import { toUploadResult } from '../lib/upload-result';

type Tag = 'Profile' | 'Events' | 'Team' | 'Seminar' | 'Submission';

/** Uploads of up to the API's size limit on a slow line take longer than a JSON call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Uploads a form with progress through the shell's transport (its refresh and replay after a
 * 401 included), then invalidates the given tags so every view (and the shell's session,
 * which follows getEvents) refreshes.
 */
export function useUpload() {
  const request = useAuthorizedRequest();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async <T>(path: string, form: FormData, invalidates: Tag[]): Promise<UploadResult<T>> => {
      setProgress(0);
      const result = toUploadResult(
        await request<T>({
          path: `${API_BASE_PATH}${path}`,
          method: 'POST',
          body: form,
          timeoutMs: UPLOAD_TIMEOUT_MS,
          onUploadProgress: setProgress,
        }),
      );
      setProgress(null);
      if (!result.error) dispatch(api.util.invalidateTags(invalidates));
      return result;
    },
    [dispatch, request],
  );

  return { upload, progress, uploading: progress !== null };
}
