/**
 * Compact dates for table cells (`22/11/26 11.07`): the long id-ID form wraps into four lines
 * in a dense table. Times are shown in the event's time zone, as everywhere in the product.
 */
const shortDateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const shortDate = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

export const formatShortDateTime = (value: string) => shortDateTime.format(new Date(value));
export const formatShortDate = (value: string) => shortDate.format(new Date(value));
