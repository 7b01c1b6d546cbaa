const WIB = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23 November 2026 09.00 WIB": times are stored in UTC and shown in Jakarta time. */
export const formatDateTimeWib = (iso: string): string => `${WIB.format(new Date(iso))} WIB`;
