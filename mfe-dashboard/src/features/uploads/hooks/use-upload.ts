import type { RootState } from '@gcw/shared';
import {
  api,
  API_BASE_PATH,
  selectAccessToken,
  selectAppConfig,
  sessionApi,
  useAppDispatch,
} from '@gcw/shared';
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';

import type { UploadResult } from '../api/upload-with-progress';
import { uploadWithProgress } from '../api/upload-with-progress';

export const SIGN_IN_AGAIN = 'Sesi Anda telah berakhir. Silakan keluar lalu masuk lagi.';

type Tag = 'Profile' | 'Events' | 'Team' | 'Seminar' | 'Submission';

/**
 * Uploads a form with progress, then invalidates the given tags so every view (and the shell's
 * session, which follows getEvents) refreshes. On a 401 it asks the shell's transport for a
 * refresh once (any query does it) and retries with the new token.
 */
export function useUpload() {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async <T>(path: string, form: FormData, invalidates: Tag[]): Promise<UploadResult<T>> => {
      const url = `${selectAppConfig(store.getState()).apiOrigin}${API_BASE_PATH}${path}`;
      const send = () =>
        uploadWithProgress<T>({
          url,
          form,
          token: selectAccessToken(store.getState()),
          onProgress: setProgress,
        });
      setProgress(0);
      const tokenUsed = selectAccessToken(store.getState());
      let result = await send();
      if (result.error?.status === 401) {
        const probe = dispatch(
          sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true }),
        );
        await probe;
        probe.unsubscribe();
        const current = selectAccessToken(store.getState());
        result =
          current && current !== tokenUsed
            ? await send()
            : { error: { status: 401, data: { Message: SIGN_IN_AGAIN } } };
        if (result.error?.status === 401) {
          result = { error: { status: 401, data: { Message: SIGN_IN_AGAIN } } };
        }
      }
      setProgress(null);
      if (result.data !== undefined || !result.error)
        dispatch(api.util.invalidateTags(invalidates));
      return result;
    },
    [dispatch, store],
  );

  return { upload, progress, uploading: progress !== null };
}
