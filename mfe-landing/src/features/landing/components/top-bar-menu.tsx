import { PATHS } from '@gcw/shared';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { NAV_LINKS } from './nav-links';

/** On narrow screens (down to 320 px) the anchor links fold into a menu beside Login. */
export function TopBarMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Buka menu navigasi"
        aria-controls={anchor ? 'landing-nav-menu' : undefined}
        aria-haspopup="true"
        // On the prerendered page this needs the app: the click starts it and is replayed.
        data-needs-app="landing-nav-menu-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <Menu id="landing-nav-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {NAV_LINKS.map((link) => (
          <MenuItem key={link.href} component="a" href={link.href} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        <MenuItem component={Link} to={PATHS.home} onClick={close}>
          About Us
        </MenuItem>
      </Menu>
    </>
  );
}
