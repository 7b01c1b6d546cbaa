import type { CommitteeMember } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';

import {
  useRemoveCommitteeMemberMutation,
  useResendCommitteeInviteMutation,
} from '../api/committee-api';

/** Resending an invite and removing a member, each ending in a toast with what happened. */
export function useMemberActions() {
  const [resend, resendState] = useResendCommitteeInviteMutation();
  const [remove, removeState] = useRemoveCommitteeMemberMutation();
  const { enqueueSnackbar } = useSnackbar();

  const resendInvite = async (member: CommitteeMember) => {
    const result = await resend(member.user_id);
    if (result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Undangan gagal dikirim ulang.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(`Undangan dikirim ulang ke ${member.email}.`, { variant: 'success' });
  };

  /** True when the member is gone. */
  const removeMember = async (member: CommitteeMember): Promise<boolean> => {
    const result = await remove(member.user_id);
    if (result.error) {
      enqueueSnackbar(errorMessage(result.error, 'Anggota gagal dikeluarkan.'), {
        variant: 'error',
      });
      return false;
    }
    enqueueSnackbar(`${member.name} dikeluarkan dari panitia.`, { variant: 'success' });
    return true;
  };

  return {
    resendInvite,
    removeMember,
    busy: resendState.isLoading || removeState.isLoading,
  };
}
