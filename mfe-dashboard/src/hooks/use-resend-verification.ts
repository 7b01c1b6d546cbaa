import { errorMessage } from '@gcw/shared/store';
import { useState } from 'react';

import { useRequestVerificationMailMutation } from '../api/account-api';
import { isStatus } from '../lib/refusal-message';

export const RESEND_TEXTS = {
  sent: 'Tautan verifikasi baru telah dikirim. Periksa kotak masuk (dan folder spam) email Anda.',
  tooMany: 'Terlalu banyak permintaan. Tunggu beberapa saat, lalu coba lagi.',
  failed: 'Tautan verifikasi gagal dikirim. Coba lagi.',
} as const;

/** "Kirim ulang": asks for a new verification mail and keeps the outcome to show in place. */
export function useResendVerification() {
  const [request, { isLoading }] = useRequestVerificationMailMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const resend = async () => {
    setOutcome(null);
    const result = await request();
    if (!('error' in result)) {
      setOutcome({ ok: true, text: RESEND_TEXTS.sent });
      return;
    }
    const fallback = isStatus(result.error, 429) ? RESEND_TEXTS.tooMany : RESEND_TEXTS.failed;
    setOutcome({ ok: false, text: errorMessage(result.error, fallback) });
  };
  return { resend, busy: isLoading, outcome };
}
