const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

// Made on first use, as @gcw/shared's formatters: the first `Intl` object of a locale loads its
// data, a cost the sidebar's chunk paid on every signed-in page, notifications or not.
let format: Intl.RelativeTimeFormat | undefined;

/** "5 menit yang lalu", "kemarin": how long ago, in Indonesian. */
export function relativeTime(value: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(value).getTime() - now.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      format ??= new Intl.RelativeTimeFormat('id', { numeric: 'auto' });
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return 'baru saja';
}
