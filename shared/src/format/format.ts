import { DEFAULT_LOCALE } from '../contract/constants';

/** The event's clock: every time a person reads is in WIB, whatever the browser's zone. */
const EVENT_TIME_ZONE = 'Asia/Jakarta';

/**
 * A formatter made on first use: each `Intl` constructor loads its locale's data, and making all
 * six when this module loaded cost a phone about 60 ms before the first page (a fast first page on a phone).
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const rupiah = lazy(
  () =>
    new Intl.NumberFormat(DEFAULT_LOCALE, {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** `80000` → `Rp80.000` (id-ID shows a no-break space after Rp; the product writes it without). */
export function formatRupiah(amount: number): string {
  return rupiah().format(amount).replace(/\s/g, '');
}

export function formatRupiahRange(min: number, max: number): string {
  return min === max ? formatRupiah(min) : `${formatRupiah(min)} – ${formatRupiah(max)}`;
}

const integer = lazy(() => new Intl.NumberFormat(DEFAULT_LOCALE));

/** `1234567` → `1.234.567`. */
export function formatNumber(value: number): string {
  return integer().format(value);
}

/** A date format in the event's clock, made on first use. */
function wibDateFormat(options: Intl.DateTimeFormatOptions) {
  return lazy(
    () => new Intl.DateTimeFormat(DEFAULT_LOCALE, { ...options, timeZone: EVENT_TIME_ZONE }),
  );
}

const dateTime = wibDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dateOnly = wibDateFormat({ dateStyle: 'long' });
const shortDateTime = wibDateFormat({ dateStyle: 'short', timeStyle: 'short' });
const shortDate = wibDateFormat({ dateStyle: 'short' });

/** `23 November 2026 pukul 19.29 WIB`. */
export function formatDateTime(value: string | number | Date): string {
  return dateTime().format(new Date(value));
}

/** `23 November 2026`. */
export function formatDate(value: string | number | Date): string {
  return dateOnly().format(new Date(value));
}

/** `23/11/26, 19.29 WIB`: for table cells, where the long form wraps into four lines. */
export function formatShortDateTime(value: string | number | Date): string {
  return `${shortDateTime().format(new Date(value))} WIB`;
}

/** `23/11/26`. */
export function formatShortDate(value: string | number | Date): string {
  return shortDate().format(new Date(value));
}
