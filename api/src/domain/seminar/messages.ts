export const NO_SEAT = 'Anda tidak memegang tiket seminar';
export const SEAT_USED = 'Tiket sudah dipakai untuk masuk seminar, jadi tidak bisa dibatalkan';
export const SCHEDULE_NOT_SET = 'Jadwal seminar belum diumumkan panitia';
export const TICKET_CANCELLED = 'Tiket sudah dibatalkan pemiliknya';
