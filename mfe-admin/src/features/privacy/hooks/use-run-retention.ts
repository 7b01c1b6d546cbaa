import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';

import { useRunRetentionMutation } from '../api/privacy-api';
import { runSummary } from '../privacy-labels';

/** Runs the retention job now and says in a toast what it removed. */
export function useRunRetention() {
  const [run, state] = useRunRetentionMutation();
  const { enqueueSnackbar } = useSnackbar();

  /** True when the job ran (the list of runs is asked again by the mutation's tags). */
  const runNow = async (): Promise<boolean> => {
    const result = await run();
    if (result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Retensi gagal dijalankan. Coba lagi.'), {
        variant: 'error',
      });
      return false;
    }
    const summary = runSummary(result.data);
    enqueueSnackbar(
      summary === null
        ? 'Retensi selesai: tidak ada yang dihapus.'
        : `Retensi selesai. Dihapus: ${summary}.`,
      { variant: 'success' },
    );
    return true;
  };

  return { runNow, busy: state.isLoading };
}
