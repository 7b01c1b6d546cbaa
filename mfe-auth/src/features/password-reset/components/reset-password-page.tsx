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
import { INVITE_LINK_TEXTS, INVITE_TEXTS } from '../invite-texts';
import { RESET_LINK_TEXTS } from '../reset-link-texts';
import { BackToLoginLink } from './back-to-login-link';
import { ResetPasswordForm } from './reset-password-form';

export const RESET_TEXTS = {
  success: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
  tooMany: 'Terlalu banyak percobaan. Tunggu beberapa saat, lalu coba lagi.',
  failed: 'Kata sandi gagal disimpan. Coba lagi.',
} as const;

/**
 * /auth/reset-password?token=…: a new password, or why the link no longer works. With
 * `&invite=1` (a committee invite) the same call sets the invited member's first password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = params.get('invite') === '1';
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
      enqueueSnackbar(invite ? INVITE_TEXTS.success : RESET_TEXTS.success, { variant: 'success' });
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
      title={invite ? INVITE_TEXTS.title : 'Buat kata sandi baru'}
      subtitle={
        invite ? INVITE_TEXTS.subtitle : 'Setelah disimpan, semua sesi lain akun Anda akan keluar.'
      }
    >
      {problem && invite ? (
        // Only the ketua can send a new invite; a used one means the account is ready.
        <LinkProblemNotice problem={problem} texts={INVITE_LINK_TEXTS}>
          {problem === 'used' ? (
            <Button component={Link} to={PATHS.login} variant="contained" size="large" fullWidth>
              Masuk
            </Button>
          ) : null}
        </LinkProblemNotice>
      ) : null}
      {problem && !invite ? (
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
      ) : null}
      {problem ? null : (
        <ResetPasswordForm
          busy={isLoading}
          error={error}
          onSubmit={submit}
          texts={invite ? INVITE_TEXTS : undefined}
        />
      )}
      <BackToLoginLink />
    </AuthLayout>
  );
}
