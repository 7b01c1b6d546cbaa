import type { AccountLinkProblem } from '@gcw/shared';

/**
 * The reset page opened from a committee invite (`?invite=1`): the same call sets the first
 * password of the invited account, in the words of joining the committee.
 */
export const INVITE_TEXTS = {
  title: 'Buat kata sandi akun panitia',
  subtitle: 'Anda diundang menjadi panitia. Buat kata sandi untuk masuk ke halaman admin.',
  form: 'Buat kata sandi akun panitia',
  submit: 'Buat kata sandi dan masuk',
  success: 'Kata sandi akun panitia dibuat. Silakan masuk dengan email undangan Anda.',
} as const;

/** Why an invite link was refused, per `Reason`: only the ketua can send a new one. */
export const INVITE_LINK_TEXTS: Record<AccountLinkProblem, { title: string; body: string }> = {
  invalid: {
    title: 'Tautan undangan tidak valid',
    body: 'Tautan ini tidak dikenali: mungkin tidak tersalin utuh dari email. Minta Ketua panitia mengirim ulang undangan.',
  },
  expired: {
    title: 'Tautan undangan sudah kedaluwarsa',
    body: 'Minta Ketua panitia mengirim ulang undangan, lalu buka tautan di email yang baru.',
  },
  used: {
    title: 'Undangan sudah dipakai',
    body: 'Kata sandi akun panitia ini sudah dibuat. Silakan masuk.',
  },
};
