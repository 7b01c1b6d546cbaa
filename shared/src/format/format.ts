import { DEFAULT_LOCALE } from '../contract/constants';

const rupiah = new Intl.NumberFormat(DEFAULT_LOCALE, {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** `80000` → `Rp80.000` (id-ID shows a no-break space after Rp; the product writes it without). */
export function formatRupiah(amount: number): string {
  return rupiah.format(amount).replace(/\s/g, '');
}

export function formatRupiahRange(min: number, max: number): string {
  return min === max ? formatRupiah(min) : `${formatRupiah(min)} – ${formatRupiah(max)}`;
}

const dateTime = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});
const dateOnly = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
  dateStyle: 'long',
  timeZone: 'Asia/Jakarta',
});

export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}

export function formatDate(value: string | number | Date): string {
  return dateOnly.format(new Date(value));
}
