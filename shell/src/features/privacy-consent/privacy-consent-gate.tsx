import { PATHS, PRIVACY_NOTICE_VERSION } from '@gcw/shared';
import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

import { useAcceptPrivacyConsentMutation } from './consent-api';
import { ConsentDialog } from './consent-dialog';
import { useConsentStatus } from './use-consent-status';

const ACCEPT_FAILED = 'Persetujuan belum tersimpan. Periksa koneksi Anda lalu coba lagi.';

/** The API's own words for a refusal (e.g. a notice changed meanwhile), else ours. */
function refusal(error: unknown): string {
  const message = (error as { data?: { Message?: unknown } } | undefined)?.data?.Message;
  return typeof message === 'string' && message ? message : ACCEPT_FAILED;
}

/**
 * Asks a signed-in participant to agree to the current privacy notice (UU 27/2022) before they
 * go on: on registration they agreed to a version, a Google account never did, and a new
 * version asks everyone again. Rendered by the signed-in frame only, so public pages never show it.
 * Not on "Data saya" either: a student who does not agree must still be able to erase the account
 * there (the notice itself, `/privasi`, is a public page).
 */
export function PrivacyConsentGate({ onLogout }: { onLogout: () => void }) {
  const { required, updated } = useConsentStatus();
  const { pathname } = useLocation();
  const onMyData = matchPath({ path: PATHS['my-data'], end: true }, pathname) !== null;
  const [accept, { isLoading }] = useAcceptPrivacyConsentMutation();
  const [error, setError] = useState<string | null>(null);

  const onAccept = async () => {
    setError(null);
    const result = await accept({ version: PRIVACY_NOTICE_VERSION });
    if ('error' in result) setError(refusal(result.error));
  };

  return (
    <ConsentDialog
      open={required && !onMyData}
      updated={updated}
      busy={isLoading}
      error={error}
      onAccept={() => void onAccept()}
      onLogout={onLogout}
    />
  );
}
