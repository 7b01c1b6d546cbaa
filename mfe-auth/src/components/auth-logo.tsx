import { PATHS } from '@gcw/shared';
import { selectEventName, useAppSelector } from '@gcw/shared/store';
import CodeIcon from '@mui/icons-material/Code';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';

/** The logo: the event mark and name, linking home (R2.15 login screen). */
export function AuthLogo() {
  const eventName = useAppSelector(selectEventName);
  return (
    <Box
      component={Link}
      to={PATHS.home}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <CodeIcon />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {eventName}
      </Typography>
    </Box>
  );
}
