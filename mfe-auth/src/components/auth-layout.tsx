import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { AuthFooter } from './auth-footer';
import { AuthLogo } from './auth-logo';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The frame of the sign-in and registration screens: logo, one h1, a card and the footer. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      <Box component="main" sx={{ width: '100%', maxWidth: 440, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <AuthLogo />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.75rem', textAlign: 'center' }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 1, mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
        </Paper>
      </Box>
      <AuthFooter />
    </Box>
  );
}
