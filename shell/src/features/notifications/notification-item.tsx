import type { AppNotification } from '@gcw/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

import { VISUALLY_HIDDEN } from '../../lib/visually-hidden';
import { relativeTime } from './relative-time';

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
  autoFocus?: boolean;
}

/** One notification: title, body and when; unread ones carry a dot and say so to readers. */
export function NotificationItem({ notification, onOpen, autoFocus }: NotificationItemProps) {
  const unread = notification.read_at === null;
  return (
    <MenuItem
      autoFocus={autoFocus}
      onClick={() => onOpen(notification)}
      sx={{ alignItems: 'flex-start', gap: 1.5, whiteSpace: 'normal', py: 1.25 }}
    >
      <Box
        aria-hidden
        sx={{
          mt: 0.75,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: unread ? 'primary.main' : 'transparent',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: unread ? 700 : 500 }}>
          {unread ? (
            <Box component="span" sx={VISUALLY_HIDDEN}>
              Belum dibaca:{' '}
            </Box>
          ) : null}
          {notification.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {notification.body}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={notification.created_at}
        >
          {relativeTime(notification.created_at)}
        </Typography>
      </Box>
    </MenuItem>
  );
}
