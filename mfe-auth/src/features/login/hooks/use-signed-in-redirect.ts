import { MESSAGES, postLoginPath } from '@gcw/shared';
import { selectIsLoggedIn, useAppSelector, useLazyGetProfileQuery } from '@gcw/shared/store';
import { useSnackbar } from 'notistack';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/**
 * R2.22: opening login while signed in fetches the profile and sends the user on by role
 * (admin → /admin, else /dashboard/profile), or back to the page a redirect query asks for.
 */
export function useSignedInRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [getProfile] = useLazyGetProfileQuery();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { enqueueSnackbar } = useSnackbar();
  // Only on opening: a sign-in on this page navigates by itself.
  const opened = useRef(false);

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (!isLoggedIn) return;
    getProfile()
      .unwrap()
      .then((profile) => {
        navigate(postLoginPath(searchParams.get('redirect'), profile), { replace: true });
      })
      .catch(() => {
        enqueueSnackbar(MESSAGES.profileFetchFailed, { variant: 'error' });
      });
  }, [enqueueSnackbar, getProfile, isLoggedIn, navigate, searchParams]);
}
