import { NAVBAR_SOLID_AFTER_PX, PATHS } from '@gcw/shared';
import { selectEventName, useAppSelector } from '@gcw/shared/store';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

import { useScrolledPast } from '../hooks/use-scrolled-past';
import { NAV_LINKS } from './nav-links';
import { TopBarMenu } from './top-bar-menu';

/** The sticky top bar: transparent over the hero, solid after 20 px of scrolling. */
export function TopBar() {
  const eventName = useAppSelector(selectEventName);
  const solid = useScrolledPast(NAVBAR_SOLID_AFTER_PX);
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="transparent"
      data-solid={solid ? 'true' : 'false'}
      // Over the dark hero the bar is transparent with white text; scrolled, it turns solid. The
      // solid look hangs on the attribute, not on props, so the prerendered page's small script
      // turns it solid with the same CSS before React runs (docs/adr/0010-prerendered-landing.md).
      sx={{
        color: 'common.white',
        transition: 'background-color 200ms, box-shadow 200ms',
        '&[data-solid="true"]': { bgcolor: 'primary.main', boxShadow: 4 },
      }}
    >
      <Toolbar component="nav" aria-label="Navigasi utama" sx={{ gap: 1 }}>
        <Typography
          component={Link}
          to={PATHS.home}
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
        >
          {eventName}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {NAV_LINKS.map((link) => (
            <Button key={link.href} href={link.href} color="inherit">
              {link.label}
            </Button>
          ))}
          {/* R2.6 sends About Us to /, not /about: kept to the letter. */}
          <Button component={Link} to={PATHS.home} color="inherit">
            About Us
          </Button>
        </Box>
        <Button
          component={Link}
          to={PATHS.login}
          variant="contained"
          color="primary"
          sx={{
            '[data-solid="true"] &': {
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              '&:hover': { bgcolor: 'secondary.dark' },
            },
          }}
        >
          Login
        </Button>
        <TopBarMenu />
      </Toolbar>
    </AppBar>
  );
}
