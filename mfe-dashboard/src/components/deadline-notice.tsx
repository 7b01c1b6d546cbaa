import { windowState } from '@gcw/shared';
import type { EventWindow } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';

import { formatRemaining } from '../lib/remaining';

/**
 * A window's deadline with a live "ditutup dalam …" before it and a closed state after. The
 * server enforces the window; this only tells the student in time. Nothing when no bound is set.
 */
export function DeadlineNotice({ label, window }: { label: string; window: EventWindow }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  if (!window.opens_at && !window.closes_at) return null;
  const state = windowState(window, now);
  if (state === 'not-open')
    return (
      <Alert severity="info">
        {label} dibuka pada {formatDateTime(window.opens_at!)}.
      </Alert>
    );
  if (state === 'closed')
    return (
      <Alert severity="warning">
        {label} sudah ditutup pada {formatDateTime(window.closes_at!)}.
      </Alert>
    );
  if (!window.closes_at) return null;
  return (
    <Alert severity="info">
      {label} ditutup dalam {formatRemaining(Date.parse(window.closes_at) - now)} (batas{' '}
      {formatDateTime(window.closes_at)}).
    </Alert>
  );
}
