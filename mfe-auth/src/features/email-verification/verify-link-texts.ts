import type { AccountLinkProblem } from '@gcw/shared';

/** Why a verification link was refused, per `Reason` of the API's 400 answer. */
export const VERIFY_LINK_TEXTS: Record<AccountLinkProblem, { title: string; body: string }> = {
  invalid: {
    title: 'Tautan verifikasi tidak valid',
    body: 'Tautan ini tidak dikenali: mungkin tidak tersalin utuh dari email, atau sudah diganti oleh tautan yang lebih baru. Minta tautan baru.',
  },
  expired: {
    title: 'Tautan verifikasi sudah kedaluwarsa',
    body: 'Tautan ini sudah tidak berlaku. Minta tautan baru; email Anda belum terverifikasi.',
  },
  used: {
    title: 'Tautan verifikasi sudah dipakai',
    body: 'Tautan ini sudah pernah dibuka. Jika email Anda sudah terverifikasi, tidak ada lagi yang perlu dilakukan.',
  },
};
