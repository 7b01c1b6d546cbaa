import { PATHS, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE } from '@gcw/shared';
import {
  mobileDrawerSet,
  selectEventName,
  selectMobileDrawerOpen,
  selectSidebarExpanded,
  useAppDispatch,
  useAppSelector,
} from '@gcw/shared/store';
import CodeIcon from '@mui/icons-material/Code';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

import { SidebarFooter } from './sidebar-footer';
import { SidebarNav } from './sidebar-nav';

interface SidebarProps {
  isMobile: boolean;
  onLogout: () => void;
}

function SidebarContent({
  iconOnly,
  onNavigate,
  onLogout,
}: {
  iconOnly: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  const eventName = useAppSelector(selectEventName);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        component={Link}
        to={PATHS.profile}
        aria-label={`${eventName}: ke profil`}
        onClick={onNavigate}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          color: 'primary.main',
          textDecoration: 'none',
        }}
      >
        {/* The event's mark, as on the sign-in screen; it was an empty box (a blank dot). */}
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 24,
            height: 24,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <CodeIcon sx={{ fontSize: 18 }} data-testid="sidebar-logo-mark" />
        </Box>
        {iconOnly ? null : (
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {eventName}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SidebarNav iconOnly={iconOnly} onNavigate={onNavigate} />
      </Box>
      <SidebarFooter iconOnly={iconOnly} onLogout={onLogout} />
    </Box>
  );
}

/** Expanded (16rem), icon-only (3rem), or a drawer (18rem) below 768 px (R9.8). */
export function Sidebar({ isMobile, onLogout }: SidebarProps) {
  const dispatch = useAppDispatch();
  const expanded = useAppSelector(selectSidebarExpanded);
  const mobileOpen = useAppSelector(selectMobileDrawerOpen);
  if (isMobile) {
    const close = () => dispatch(mobileDrawerSet(false));
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={close}
        slotProps={{
          paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': 'Sidebar' } as object,
        }}
      >
        <SidebarContent iconOnly={false} onNavigate={close} onLogout={onLogout} />
      </Drawer>
    );
  }
  const width = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
  return (
    <Drawer
      variant="permanent"
      data-state={expanded ? 'expanded' : 'collapsed'}
      sx={{
        width,
        flexShrink: 0,
        transition: 'width 150ms',
        '& .MuiDrawer-paper': { width, transition: 'width 150ms' },
      }}
      slotProps={{ paper: { 'aria-label': 'Sidebar' } as object }}
    >
      <SidebarContent iconOnly={!expanded} onLogout={onLogout} />
    </Drawer>
  );
}
