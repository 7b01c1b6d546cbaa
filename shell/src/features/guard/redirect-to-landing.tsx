import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

import { DOCUMENT_PAGES } from '../../lib/page-permission';

export const LANDING_NOTICE =
  'Halaman itu di luar izin peran Anda di panitia. Anda diarahkan ke halaman yang dapat Anda buka.';

/** Moves a member to a page of theirs; a page with its own document policy loads as a document. */
export function RedirectToLanding({ to, notice }: { to: string; notice: boolean }) {
  const asDocument = DOCUMENT_PAGES.has(to);
  useEffect(() => {
    if (notice) enqueueSnackbar(LANDING_NOTICE, { variant: 'info', preventDuplicate: true });
    if (asDocument) window.location.replace(to);
  }, [to, notice, asDocument]);
  return asDocument ? null : <Navigate to={to} replace />;
}
