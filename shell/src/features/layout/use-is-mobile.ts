import { MOBILE_BREAKPOINT_PX } from '@gcw/shared';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 768 px the sidebar is a drawer (R9.8). */
export function useIsMobile() {
  return useMediaQuery(`(max-width:${MOBILE_BREAKPOINT_PX - 0.02}px)`, { noSsr: true });
}
