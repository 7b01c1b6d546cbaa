import { formatShortDateTime } from '@gcw/shared/format';

/**
 * Mail times are read against SMTP and server logs, so the zone is named: the product's times
 * are always WIB (Asia/Jakarta), whatever the admin's own browser zone.
 */
export const formatMailTime = (value: string | null): string =>
  value ? formatShortDateTime(value) : '—';
