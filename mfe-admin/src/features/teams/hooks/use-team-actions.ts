import type { AdminTeam } from '@gcw/shared';
import { teamNameWithPrefix } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';

import { STATUS_LABELS, nextStage } from '../../../lib/labels';
import { useDecideTeamPaymentMutation, useSetAdminTeamStatusMutation } from '../api/teams-api';

/** One team's review actions, each ending in a toast that says what happened. Resolves true on success. */
export function useTeamActions(onChanged?: (team: AdminTeam) => void) {
  const { enqueueSnackbar } = useSnackbar();
  const [decide, decideState] = useDecideTeamPaymentMutation();
  const [setStatus, statusState] = useSetAdminTeamStatusMutation();

  const fail = (error: unknown, fallback: string) => {
    enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });
    return false;
  };

  const verifyPayment = async (team: AdminTeam) => {
    // The proof as shown: if the leader replaced it meanwhile, the API refuses (409).
    const proof = team.bukti_pembayaran_url;
    const result = await decide({
      id: team.id,
      action: 'verify',
      bukti_pembayaran_url: proof,
      // And the decision as shown: another admin's decision since is a 409 naming it.
      expected_payment_status: team.payment_status,
    });
    if (result.error) return fail(result.error, 'Gagal memverifikasi pembayaran.');
    onChanged?.(result.data);
    enqueueSnackbar(`Pembayaran ${teamNameWithPrefix(team.team_name)} terverifikasi.`, {
      variant: 'success',
    });
    return true;
  };

  /**
   * Resolves 'done', 'failed' (the reason may be fixed and sent again) or 'decided' (another
   * admin decided first: the reason written is for a decision that no longer stands).
   */
  const rejectPayment = async (
    team: AdminTeam,
    reason: string,
  ): Promise<'done' | 'failed' | 'decided'> => {
    const result = await decide({
      id: team.id,
      action: 'reject',
      reason,
      bukti_pembayaran_url: team.bukti_pembayaran_url,
      expected_payment_status: team.payment_status,
    });
    if (result.error) {
      fail(result.error, 'Gagal menolak pembayaran.');
      return (result.error as { status?: unknown }).status === 409 ? 'decided' : 'failed';
    }
    onChanged?.(result.data);
    enqueueSnackbar(`Pembayaran ${teamNameWithPrefix(team.team_name)} ditolak.`, {
      variant: 'success',
    });
    return 'done';
  };

  const advance = async (team: AdminTeam) => {
    const status = nextStage(team.status);
    if (!status) return false;
    const result = await setStatus({ id: team.id, status, expected_status: team.status });
    if (result.error) return fail(result.error, 'Gagal menaikkan tahap.');
    onChanged?.(result.data);
    enqueueSnackbar(
      `${teamNameWithPrefix(team.team_name, 'Tim')} naik ke ${STATUS_LABELS[status]}.`,
      {
        variant: 'success',
      },
    );
    return true;
  };

  return {
    verifyPayment,
    rejectPayment,
    advance,
    busy: decideState.isLoading || statusState.isLoading,
  };
}
