/** The Message of an answer no rule of ours wrote, by status (Indonesian, for a person). */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'Permintaan tidak valid',
  401: 'Silakan masuk terlebih dahulu',
  403: 'Anda tidak memiliki akses',
  404: 'Tidak ditemukan',
  405: 'Metode tidak diizinkan',
  406: 'Format jawaban tidak tersedia',
  408: 'Permintaan terlalu lama',
  409: 'Permintaan bentrok dengan data yang ada',
  411: 'Panjang isi permintaan wajib disebutkan',
  413: 'Permintaan terlalu besar',
  414: 'Alamat terlalu panjang',
  415: 'Jenis isi permintaan tidak didukung',
  429: 'Terlalu banyak permintaan. Coba lagi nanti.',
  431: 'Header permintaan terlalu besar',
  500: 'Terjadi kesalahan pada server. Coba lagi nanti.',
  503: 'Server sedang tidak tersedia. Coba lagi nanti.',
};

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? STATUS_MESSAGES[500]! : STATUS_MESSAGES[400]!);
}
