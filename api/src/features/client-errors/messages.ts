/** Indonesian messages of the client-error endpoint, each naming what was refused. */
export const REPORT_MESSAGES = {
  required: (field: string) => `Bidang ${field} wajib diisi`,
  invalid: (field: string) => `Bidang ${field} tidak valid`,
  wrongType: (field: string, expected: string) =>
    `Bidang ${field} harus berupa ${expected === 'string' ? 'teks' : expected}`,
  tooLong: (field: string, max: number) =>
    `Bidang ${field} terlalu panjang (maksimal ${max} karakter)`,
  controlCharacters: (field: string) => `Bidang ${field} berisi karakter kontrol`,
  notAnObject: 'Isi laporan harus berupa objek JSON',
  invalidJson: 'Isi laporan bukan JSON yang valid',
  unsupportedType: 'Laporan harus dikirim sebagai application/json',
  tooLarge: (maxBytes: number) =>
    `Laporan terlalu besar (maksimal ${Math.floor(maxBytes / 1024)} KiB)`,
  tooMany: 'Terlalu banyak laporan kesalahan dari alamat ini. Coba lagi nanti.',
} as const;
