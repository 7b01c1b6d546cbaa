import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { useResendEmailVerificationMutation } from '../api/email-verification-api';

export const RESEND_TEXTS = {
  sent: 'Tautan verifikasi baru telah dikirim. Periksa kotak masuk (dan folder spam) email Anda.',
  tooMany: 'Terlalu banyak permintaan. Tunggu beberapa saat, lalu coba lagi.',
  failed: 'Tautan baru gagal dikirim. Coba lagi.',
} as const;

/** "Kirim ulang" for a signed-in student, with the outcome said in place. */
export function ResendVerification() {
  const [resend, { isLoading }] = useResendEmailVerificationMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onResend = async () => {
    setOutcome(null);
    const result = await resend();
    if (!('error' in result)) {
      setOutcome({ ok: true, text: RESEND_TEXTS.sent });
      return;
    }
    const status = (result.error as { status?: unknown }).status;
    const fallback = status === 429 ? RESEND_TEXTS.tooMany : RESEND_TEXTS.failed;
    setOutcome({ ok: false, text: errorMessage(result.error, fallback) });
  };

  return (
    <Stack spacing={2}>
      <Button variant="contained" size="large" onClick={onResend} disabled={isLoading} fullWidth>
        {isLoading ? 'Mengirim...' : 'Kirim ulang'}
      </Button>
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
    </Stack>
  );
}
