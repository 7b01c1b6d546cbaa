import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PATHS, selectEventName, sidebarClosed, useAppDispatch, useAppSelector } from '@gcw/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

export function LandingPage() {
  const dispatch = useAppDispatch();
  const eventName = useAppSelector(selectEventName);
  // SPEC §2: opening the landing page closes the sidebar.
  useEffect(() => {
    dispatch(sidebarClosed());
  }, [dispatch]);
  return (
    <Box component="main" sx={{ p: { xs: 3, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" component="h1">
        {eventName}
      </Typography>
      <Typography sx={{ my: 2 }} color="text.secondary">
        Hackathon, Competitive Programming dan Seminar Nasional untuk mahasiswa D3/D4 dan S1
        se-Indonesia.
      </Typography>
      <Button component={Link} to={PATHS.login} variant="contained" size="large">
        Register Now
      </Button>
    </Box>
  );
}
