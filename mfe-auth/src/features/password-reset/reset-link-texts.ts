import type { AccountLinkProblem } from '@gcw/shared';

/** Why a reset link was refused, per `Reason` of the API's 400 answer. */
export const RESET_LINK_TEXTS: Record<AccountLinkProblem, { title: string; body: string }> = {
  invalid: {
    title: 'Tautan tidak valid',
    body: 'Tautan ini tidak dikenali: mungkin tidak tersalin utuh dari email. Minta tautan baru untuk mengatur ulang kata sandi.',
  },
  expired: {
    title: 'Tautan sudah kedaluwarsa',
    body: 'Tautan atur ulang kata sandi hanya berlaku 60 menit. Minta tautan baru; kata sandi Anda belum berubah.',
  },
  used: {
    title: 'Tautan sudah dipakai',
    body: 'Setiap tautan hanya bisa dipakai sekali. Jika Anda sudah membuat kata sandi baru, silakan masuk; jika belum, minta tautan baru.',
  },
};
