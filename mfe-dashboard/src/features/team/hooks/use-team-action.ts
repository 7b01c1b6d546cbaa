import { useSnackbar } from 'notistack';

import { refusalMessage } from '../../../lib/refusal-message';

/** Runs a mutation and tells the outcome: the API's reason on a refusal, `done` otherwise. */
export function useTeamAction() {
  const { enqueueSnackbar } = useSnackbar();
  return async (run: () => Promise<{ error?: unknown }>, done: string, failed: string) => {
    const result = await run();
    if (result.error) {
      enqueueSnackbar(refusalMessage(result.error, failed), { variant: 'error' });
      return false;
    }
    enqueueSnackbar(done, { variant: 'success' });
    return true;
  };
}
