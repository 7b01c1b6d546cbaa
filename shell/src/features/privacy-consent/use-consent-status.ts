import { selectIsAdmin, selectIsLoggedIn, useAppSelector } from '@gcw/shared/store';

import { useGetPrivacyConsentQuery } from './consent-api';

export interface ConsentGateState {
  /** The account has not agreed to the current notice: the gate stays until it does. */
  required: boolean;
  /** It agreed to an older version: the notice changed since. */
  updated: boolean;
}

/**
 * Whether a signed-in participant still has to agree to the privacy notice. Committee accounts
 * are not asked (they are not the notice's data subjects as participants, and the API does not
 * let them erase themselves here). Anything but an answer saying "not current" (loading, a
 * network failure, an odd body) lets the student through: the gate must never lock them out.
 */
export function useConsentStatus(): ConsentGateState {
  const participant = useAppSelector((state) => selectIsLoggedIn(state) && !selectIsAdmin(state));
  const { data } = useGetPrivacyConsentQuery(undefined, { skip: !participant });
  const required = participant && data?.current === false;
  return { required, updated: required && typeof data?.accepted_version === 'string' };
}
