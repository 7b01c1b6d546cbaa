import { PATHS } from '@gcw/shared';
import { selectUser, useAppSelector } from '@gcw/shared/store';
import { MASCOT_IMAGE_URL } from '@gcw/shared/ui';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';

interface SidebarFooterProps {
  iconOnly: boolean;
  onLogout: () => void;
}

/** Avatar (mascot fallback), name and e-mail linking to the profile, and Log Out (R2.26–R2.28). */
export function SidebarFooter({ iconOnly, onLogout }: SidebarFooterProps) {
  const user = useAppSelector(selectUser);
  const [brokenPicture, setBrokenPicture] = useState(false);
  const picture = !brokenPicture && user?.profile_picture ? user.profile_picture : MASCOT_IMAGE_URL;
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: iconOnly ? 0.5 : 1.5 }}>
      <Box
        component={Link}
        to={PATHS.profile}
        // Icon-only shows no text to read; expanded, the visible name and e-mail are the link's
        // name after a hidden 'Buka profil', so a spoken command with what is seen still works.
        aria-label={iconOnly ? 'Buka profil' : undefined}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'inherit',
          textDecoration: 'none',
          mb: 1,
        }}
      >
        {iconOnly ? null : (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            Buka profil
          </Box>
        )}
        <Avatar
          src={picture}
          alt={user?.name ?? 'Maskot'}
          sx={{ width: 36, height: 36 }}
          slotProps={{ img: { onError: () => setBrokenPicture(true) } }}
        />
        {iconOnly ? null : (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user?.name}
            </Typography>
            <Typography variant="caption" noWrap color="text.secondary" component="p">
              {user?.email}
            </Typography>
          </Box>
        )}
      </Box>
      {iconOnly ? (
        <Tooltip title="Log Out" placement="right" enterDelay={0}>
          <IconButton aria-label="Log Out" onClick={onLogout} size="small">
            <LogoutIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          fullWidth
          variant="outlined"
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={onLogout}
        >
          Log Out
        </Button>
      )}
    </Box>
  );
}
