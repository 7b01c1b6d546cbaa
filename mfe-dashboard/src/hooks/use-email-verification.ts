import { selectUser, useAppSelector } from '@gcw/shared/store';

import { useGetAccountStatusQuery } from '../api/account-api';

/**
 * Whether the student still has to verify the e-mail before registering (the API refuses team
 * and seminar registrations until then, unless the deployment turned the requirement off).
 */
export function useEmailVerification() {
  const user = useAppSelector(selectUser);
  const query = useGetAccountStatusQuery(undefined, { skip: !user });
  const account = query.data;
  return {
    account,
    /** The answer came (or failed): the banner is shown or not, and stays so. */
    settled: !user || !query.isLoading,
    mustVerify: Boolean(account && !account.email_verified && account.verification_required),
  };
}
