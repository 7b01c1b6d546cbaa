import {
  mobileDrawerToggled,
  selectIsAdmin,
  selectIsLoggedIn,
  selectSidebarExpanded,
  sidebarToggled,
  useAppDispatch,
  useAppSelector,
} from '@gcw/shared/store';
import MenuIcon from '@mui/icons-material/Menu';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

import { Sidebar } from '../features/layout/sidebar';
import { useIsMobile } from '../features/layout/use-is-mobile';
import { useRememberGoodMenus } from '../features/layout/use-menu-sections';
import { useSidebarShortcut } from '../features/layout/use-sidebar-shortcut';
import { NotificationBell } from '../features/notifications/notification-bell';

/** The signed-in frame: sidebar, a thin top bar with the toggle, and the page. */
export function DashboardLayout({
  children,
  onLogout,
}: {
  children: ReactNode;
  onLogout: () => void;
}) {
  const dispatch = useAppDispatch();
  const isMobile = useIsMobile();
  const expanded = useAppSelector(selectSidebarExpanded);
  // Notifications are about a student's own team, payment and seat; an admin has none.
  const admin = useAppSelector(selectIsAdmin);
  const showBell = useAppSelector((state) => selectIsLoggedIn(state) && !selectIsAdmin(state));
  useSidebarShortcut(isMobile);
  useRememberGoodMenus();
  const label = isMobile ? 'Buka menu' : expanded ? 'Ciutkan sidebar' : 'Lebarkan sidebar';
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar isMobile={isMobile} onLogout={onLogout} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar variant="dense">
            <Tooltip title={`${label} (Ctrl/⌘ + B)`} enterDelay={0}>
              <IconButton
                edge="start"
                aria-label={label}
                aria-expanded={isMobile ? undefined : expanded}
                onClick={() => dispatch(isMobile ? mobileDrawerToggled() : sidebarToggled())}
              >
                {isMobile ? <MenuIcon /> : <ViewSidebarIcon />}
              </IconButton>
            </Tooltip>
            <Box sx={{ flexGrow: 1 }} />
            {showBell ? <NotificationBell /> : null}
          </Toolbar>
        </AppBar>
        <Box
          component="main"
          id="main-content"
          sx={{ flex: 1, ...(admin ? { '--page-frame-max-width': 'none' } : null) }}
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
