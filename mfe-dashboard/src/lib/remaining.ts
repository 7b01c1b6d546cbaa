/** "2 hari 3 jam", "5 jam 10 menit", "45 detik": the two largest units left. */
export function formatRemaining(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const parts: [number, string][] = [
    [Math.floor(s / 86_400), 'hari'],
    [Math.floor((s % 86_400) / 3600), 'jam'],
    [Math.floor((s % 3600) / 60), 'menit'],
    [s % 60, 'detik'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return '0 detik';
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ');
}
