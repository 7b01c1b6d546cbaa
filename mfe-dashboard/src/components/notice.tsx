import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface NoticeProps {
  severity: 'info' | 'warning' | 'success' | 'error';
  title: string;
  children: ReactNode;
  action?: { label: string; to: string };
}

/**
 * A titled message with its next step as a link button under the text: MUI's `action` slot
 * squeezes the text into a narrow column on a 360 px phone.
 */
export function Notice({ severity, title, children, action }: NoticeProps) {
  return (
    <Alert severity={severity}>
      <AlertTitle>{title}</AlertTitle>
      {children}
      {action ? (
        <Box sx={{ mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={action.to}
            variant="outlined"
            color="inherit"
            size="small"
          >
            {action.label}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
