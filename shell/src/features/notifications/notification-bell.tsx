import type { AppNotification } from '@gcw/shared';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { NotificationPanel } from './notification-panel';
import { useMarkNotificationsReadMutation } from './notifications-api';
import { useNotifications } from './use-notifications';

export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifikasi, ${unread} belum dibaca` : 'Notifikasi, semua sudah dibaca';
}

/** The top bar's bell: the unread count, and the latest notifications in a popover. */
export function NotificationBell() {
  const query = useNotifications(true);
  const [markRead] = useMarkNotificationsReadMutation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = query.data?.unread ?? 0;

  const onOpen = (notification: AppNotification) => {
    setAnchor(null);
    if (notification.read_at === null) void markRead({ ids: [notification.id] });
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="true"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'notification-panel' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          // Opening the bell is the moment to catch up, not a minute later.
          void query.refetch();
        }}
      >
        {/* No hidden "0": the button's visible text must match its label (axe label-content-name-mismatch). */}
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id="notification-panel"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <NotificationPanel
          page={query.data}
          failed={query.isError}
          onOpen={onOpen}
          onMarkAll={() => void markRead({ all: true })}
        />
      </Popover>
    </>
  );
}
