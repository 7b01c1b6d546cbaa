// The same format as the pages' formatDateTime (@gcw/shared's root pulls in React, so not here).
const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Jakarta',
});

/** Instants in messages are in WIB, the event's time zone. */
export const wib = (iso: string | Date) => `${dateTime.format(new Date(iso))} WIB`;

export const SETTINGS_INVALID = 'Pengaturan belum valid: periksa kolom yang ditandai';
export const NOT_A_DATE = 'Isi dengan tanggal dan waktu yang valid';
export const CLOSES_BEFORE_OPENS = 'Waktu tutup harus setelah waktu buka';
export const DEADLINE_IN_PAST = 'Batas waktu baru tidak boleh di masa lalu';
export const STAGE_2_BEFORE_STAGE_1 = 'Tahap 2 harus dibuka dan ditutup setelah Tahap 1';
export const EARLY_BIRD_AFTER_CLOSE = 'Batas early bird harus sebelum pendaftaran ditutup';
export const EARLY_BIRD_NOT_CHEAPER = 'Biaya early bird harus lebih kecil dari biaya normal';
export const ACCOUNT_DIGITS = 'Nomor rekening hanya boleh berisi angka (6–20 digit)';
export const REQUIRED = 'Wajib diisi';
export const FEE_INVALID = 'Biaya harus bilangan bulat rupiah, 0 atau lebih';
export const MIN_ABOVE_MAX = 'Ukuran minimum tidak boleh lebih besar dari maksimum';
export const maxAboveCap = (cap: number) => `Ukuran tim maksimum ${cap} orang (batas acara)`;
export const MIN_TOO_SMALL = 'Ukuran tim minimum 1 orang';
export const capacityBelowTaken = (taken: number) =>
  `Kapasitas tidak boleh kurang dari kursi yang sudah terisi (${taken})`;
export const CAPACITY_INVALID = 'Kapasitas harus bilangan bulat positif';
export const LINK_INVALID = 'Tautan harus diawali https://';
export const FINAL_DAY_INVALID = 'Isi dengan tanggal (YYYY-MM-DD)';
export const SEMINAR_FULL = 'Kursi seminar sudah penuh';
export const REGISTRATION_AFTER_START = 'Pendaftaran harus ditutup sebelum seminar dimulai';
export const ENDS_BEFORE_START = 'Seminar harus selesai setelah dimulai';
export const CANCEL_AFTER_START = 'Batas pembatalan tidak boleh setelah seminar dimulai';
