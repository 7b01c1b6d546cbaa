import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { AuthLayout } from '../../../components/auth-layout';
import { isRateLimited } from '../../../lib/link-problem';
import { useForgotPasswordMutation } from '../api/password-reset-api';
import { BackToLoginLink } from './back-to-login-link';
import { ForgotPasswordForm } from './forgot-password-form';

export const FORGOT_TEXTS = {
  // The same words whether or not the address has an account (OWASP: no account enumeration).
  sent: (email: string) =>
    `Jika alamat itu terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi ke ${email}. Tautan berlaku 60 menit; periksa juga folder spam.`,
  tooMany: 'Terlalu banyak permintaan. Tunggu beberapa saat, lalu coba lagi.',
  failed: 'Permintaan tidak dapat dikirim. Periksa koneksi Anda, lalu coba lagi.',
} as const;

/** /auth/forgot-password: asks for a reset link; the answer never says whether the address exists. */
export function ForgotPasswordPage() {
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The sign-in page hands over what was typed there, so the student need not type it again.
  const handed = (location.state as { email?: unknown } | null)?.email;

  const submit = async (email: string) => {
    setError(null);
    const result = await forgot({ email });
    if (!('error' in result)) {
      setSentTo(email);
      return;
    }
    setError(
      isRateLimited(result.error)
        ? errorMessage(result.error, FORGOT_TEXTS.tooMany)
        : FORGOT_TEXTS.failed,
    );
  };

  return (
    <AuthLayout
      title="Lupa kata sandi?"
      subtitle="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru."
    >
      {sentTo ? (
        <Alert severity="success" role="status">
          {FORGOT_TEXTS.sent(sentTo)}
        </Alert>
      ) : (
        <ForgotPasswordForm
          busy={isLoading}
          error={error}
          initialEmail={typeof handed === 'string' ? handed : ''}
          onSubmit={submit}
        />
      )}
      <BackToLoginLink />
    </AuthLayout>
  );
}
