import type { AccountLinkProblem } from '@gcw/shared';
import { PATHS } from '@gcw/shared';
import { errorMessage, fieldErrors } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { AuthLayout } from '../../../components/auth-layout';
import { LinkProblemNotice } from '../../../components/link-problem-notice';
import { isRateLimited, linkProblemOf } from '../../../lib/link-problem';
import { useResetPasswordMutation } from '../api/password-reset-api';
import { RESET_LINK_TEXTS } from '../reset-link-texts';
import { BackToLoginLink } from './back-to-login-link';
import { ResetPasswordForm } from './reset-password-form';

export const RESET_TEXTS = {
  success: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
  tooMany: 'Terlalu banyak percobaan. Tunggu beberapa saat, lalu coba lagi.',
  failed: 'Kata sandi gagal disimpan. Coba lagi.',
} as const;

/** /auth/reset-password?token=…: a new password, or why the link no longer works. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  // A link without its token cannot work: say so before the student types a password.
  const [problem, setProblem] = useState<AccountLinkProblem | null>(token ? null : 'invalid');

  const submit = async (password: string): Promise<Record<string, string>> => {
    setError(null);
    const result = await reset({ token, password });
    if (!('error' in result)) {
      enqueueSnackbar(RESET_TEXTS.success, { variant: 'success' });
      navigate(PATHS.login, { replace: true });
      return {};
    }
    const refused = linkProblemOf(result.error);
    if (refused) {
      setProblem(refused);
      return {};
    }
    setError(
      isRateLimited(result.error)
        ? errorMessage(result.error, RESET_TEXTS.tooMany)
        : errorMessage(result.error, RESET_TEXTS.failed),
    );
    return fieldErrors(result.error);
  };

  return (
    <AuthLayout
      title="Buat kata sandi baru"
      subtitle="Setelah disimpan, semua sesi lain akun Anda akan keluar."
    >
      {problem ? (
        <LinkProblemNotice problem={problem} texts={RESET_LINK_TEXTS}>
          <Button
            component={Link}
            to={PATHS['forgot-password']}
            variant="contained"
            size="large"
            fullWidth
          >
            Minta tautan baru
          </Button>
        </LinkProblemNotice>
      ) : (
        <ResetPasswordForm busy={isLoading} error={error} onSubmit={submit} />
      )}
      <BackToLoginLink />
    </AuthLayout>
  );
}
