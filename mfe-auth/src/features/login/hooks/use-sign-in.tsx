import type { EmailLoginPayload, SignInData } from '@gcw/shared';
import {
  LOADING_TOAST_DURATION_MS,
  MESSAGES,
  postLoginPath,
  takeReturnPath,
  track,
} from '@gcw/shared';
import { sessionStarted, useAppDispatch } from '@gcw/shared/store';
import type { SnackbarKey } from 'notistack';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { useGoogleSignInMutation, useLoginMutation } from '../api/auth-api';
import { ToastMessage } from '../components/toast-message';
import type { SignInProblem } from './sign-in-failure';
import {
  answerProblem,
  exceptionDescription,
  isApiAnswer,
  SignInException,
} from './sign-in-failure';

export const SIGNED_IN_MESSAGE = 'Successfully signed in!';

type Method = 'email' | 'google';
type CallResult = { data: SignInData } | { error: unknown };

/** The login state machine of R4.8: idle → busy → success (store, go) or failure (toast, inline). */
export function useSignIn() {
  const [login] = useLoginMutation();
  const [googleSignIn] = useGoogleSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<SignInProblem | null>(null);
  // The button and the one-tap prompt can both fire: only one sign-in runs at a time.
  const running = useRef(false);
  // One error toast at a time: five wrong passwords in a row must not stack five toasts.
  const errorToast = useRef<SnackbarKey | null>(null);

  const toastError = useCallback(
    (content: ReactNode | null) => {
      if (errorToast.current !== null) closeSnackbar(errorToast.current);
      errorToast.current = content ? enqueueSnackbar(content, { variant: 'error' }) : null;
    },
    [closeSnackbar, enqueueSnackbar],
  );

  const fail = useCallback(
    (problem: SignInProblem) => {
      setError(problem);
      // R8.2: toast and inline. A lockout is said once, inline, with its way out (login-form).
      toastError(problem.lockout ? null : problem.message);
    },
    [toastError],
  );

  const run = useCallback(
    async (method: Method, call: () => Promise<CallResult>, specMessage: string) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      const loadingKey = enqueueSnackbar(MESSAGES.signingIn, {
        variant: 'info',
        autoHideDuration: LOADING_TOAST_DURATION_MS,
      });
      try {
        const result = await call();
        if ('error' in result) {
          if (isApiAnswer(result.error)) return fail(answerProblem(result.error, specMessage));
          throw new SignInException(result.error);
        }
        const session = result.data;
        if (!session?.user) throw new Error('The sign-in answer carried no user.');
        dispatch(sessionStarted(session));
        track('login', { method });
        track('user_info', {
          user_id: session.user.id,
          user_role: session.user.role,
          has_updated_profile: session.user.profile_has_updated,
        });
        toastError(null);
        enqueueSnackbar(SIGNED_IN_MESSAGE, { variant: 'success' });
        // The page a session that ended was on (the way back after a session ends), unless the link asks for another.
        const returnTo = takeReturnPath(session.user.id);
        const redirect = searchParams.get('redirect') ?? returnTo;
        navigate(postLoginPath(redirect, session.user), { replace: true });
      } catch (caught) {
        setError({ message: MESSAGES.loginException, lockout: false });
        toastError(
          <ToastMessage
            title={MESSAGES.loginException}
            description={exceptionDescription(caught)}
          />,
        );
      } finally {
        closeSnackbar(loadingKey);
        running.current = false;
        setBusy(false);
      }
    },
    [closeSnackbar, dispatch, enqueueSnackbar, fail, navigate, searchParams, toastError],
  );

  const signInWithEmail = useCallback(
    (values: EmailLoginPayload) => run('email', () => login(values), MESSAGES.invalidCredentials),
    [login, run],
  );

  const signInWithGoogle = useCallback(
    async (credential: string | undefined) => {
      if (!credential) return fail({ message: MESSAGES.googleMissingToken, lockout: false });
      return run(
        'google',
        () => googleSignIn({ google_id_token: credential }),
        MESSAGES.googleValidationFailed,
      );
    },
    [fail, googleSignIn, run],
  );

  const googleFailed = useCallback(
    () => fail({ message: MESSAGES.googleWidgetError, lockout: false }),
    [fail],
  );

  return { busy, error, signInWithEmail, signInWithGoogle, googleFailed };
}
