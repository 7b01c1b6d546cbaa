import type { MenuIcon } from '@gcw/shared';
import { SIDEBAR_TOOLTIP_DELAY_MS } from '@gcw/shared';
import LockIcon from '@mui/icons-material/Lock';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { NavLink } from 'react-router-dom';

import { DOCUMENT_PAGES } from '../../lib/page-permission';

interface SidebarLinkProps {
  label: string;
  path: string;
  icon: MenuIcon;
  /** Icon-only mode: the label moves into a tooltip. */
  iconOnly: boolean;
  locked?: boolean;
  nested?: boolean;
  onNavigate?: () => void;
}

/**
 * One menu entry, a list item of the menu's list; a locked one points at '#', shows a lock and
 * goes nowhere (R2.31).
 */
export function SidebarLink({
  label,
  path,
  icon: Icon,
  iconOnly,
  locked,
  nested,
  onNavigate,
}: SidebarLinkProps) {
  const common = {
    sx: { minHeight: 40, px: iconOnly ? 1.5 : nested ? 4 : 2, borderRadius: 1, mx: 0.5 },
  };
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: iconOnly ? 0 : 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {iconOnly ? null : (
        <ListItemText
          primary={label}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }}
        />
      )}
      {locked && !iconOnly ? (
        <LockIcon fontSize="small" titleAccess="Terkunci" sx={{ ml: 1, opacity: 0.7 }} />
      ) : null}
    </>
  );
  const item = locked ? (
    <ListItemButton
      component="a"
      href="#"
      aria-disabled="true"
      aria-label={`${label} (terkunci)`}
      onClick={(event: React.MouseEvent) => event.preventDefault()}
      {...common}
      sx={{ ...common.sx, opacity: 0.6 }}
    >
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton
      component={NavLink}
      to={path}
      end
      reloadDocument={DOCUMENT_PAGES.has(path)}
      onClick={onNavigate}
      {...common}
    >
      {content}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      <Tooltip
        title={label}
        placement="right"
        enterDelay={SIDEBAR_TOOLTIP_DELAY_MS}
        disableHoverListener={!iconOnly}
        disableFocusListener={!iconOnly}
        disableTouchListener={!iconOnly}
      >
        {item}
      </Tooltip>
    </ListItem>
  );
}
