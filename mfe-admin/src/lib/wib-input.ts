/** WIB is UTC+7 all year (no daylight saving), so a fixed offset converts exactly. */
const WIB_OFFSET_MS = 7 * 3600_000;

/** UTC ISO → the value of a datetime-local input showing WIB. */
export function toWibInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + WIB_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as WIB → ISO with offset (the API stores it as UTC). */
export function fromWibInput(value: string): string | null {
  return value ? `${value}:00+07:00` : null;
}
