import type { AdminTeam, EventStatus } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { nextStage } from '../../../lib/labels';
import { useBulkAdminTeamStatusMutation, useDecideTeamPaymentMutation } from '../api/teams-api';

/** Which selected teams an action applies to; the rest are skipped and said so. */
export function bulkTargets(teams: AdminTeam[]) {
  return {
    verify: teams.filter((t) => t.payment_status !== 'verified'),
    // Moving on without a verified payment would unlock stages for an unpaid team.
    advance: teams.filter((t) => t.payment_status === 'verified' && nextStage(t.status) !== null),
  };
}

export function useBulkTeamActions() {
  const { enqueueSnackbar } = useSnackbar();
  const [decide] = useDecideTeamPaymentMutation();
  const [bulkStatus] = useBulkAdminTeamStatusMutation();
  const [busy, setBusy] = useState(false);

  /** The API has no bulk payment call, so payments are verified one by one and counted. */
  const verifyAll = async (teams: AdminTeam[]) => {
    setBusy(true);
    let done = 0;
    let lastError: unknown = null;
    for (const team of bulkTargets(teams).verify) {
      // Each on the proof its row shows: one replaced meanwhile is refused and counted as failed.
      const proof = team.bukti_pembayaran_url;
      const result = await decide({
        id: team.id,
        action: 'verify',
        bukti_pembayaran_url: proof,
        expected_payment_status: team.payment_status,
      });
      if (result.error) lastError = result.error;
      else done += 1;
    }
    setBusy(false);
    if (done) enqueueSnackbar(`${done} pembayaran terverifikasi.`, { variant: 'success' });
    if (lastError)
      enqueueSnackbar(errorMessage(lastError, 'Sebagian pembayaran gagal diverifikasi.'), {
        variant: 'error',
      });
    return !lastError;
  };

  /**
   * Teams at different stages each move one step: one all-or-nothing call per stage they are at,
   * naming it, so a team another admin moved meanwhile fails its batch with a 409 that says so.
   */
  const advanceAll = async (teams: AdminTeam[]) => {
    setBusy(true);
    const groups = new Map<EventStatus, number[]>();
    for (const team of bulkTargets(teams).advance)
      groups.set(team.status, [...(groups.get(team.status) ?? []), team.id]);
    let done = 0;
    let lastError: unknown = null;
    for (const [shown, ids] of groups) {
      const status = nextStage(shown)!;
      const result = await bulkStatus({ ids, status, expected_status: shown });
      if (result.error) lastError = result.error;
      else done += result.data.updated.length;
    }
    setBusy(false);
    if (done) enqueueSnackbar(`${done} tim naik ke tahap berikutnya.`, { variant: 'success' });
    if (lastError)
      enqueueSnackbar(errorMessage(lastError, 'Gagal menaikkan tahap.'), { variant: 'error' });
    return !lastError;
  };

  return { verifyAll, advanceAll, busy };
}
