import { SIDEBAR_KEYBOARD_SHORTCUT } from '@gcw/shared';
import { mobileDrawerToggled, sidebarToggled, useAppDispatch } from '@gcw/shared/store';
import { useEffect } from 'react';

/** meta/ctrl + b toggles the sidebar (the drawer on narrow screens). */
export function useSidebarShortcut(isMobile: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() !== SIDEBAR_KEYBOARD_SHORTCUT ||
        !(event.metaKey || event.ctrlKey)
      )
        return;
      event.preventDefault();
      dispatch(isMobile ? mobileDrawerToggled() : sidebarToggled());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, isMobile]);
}
