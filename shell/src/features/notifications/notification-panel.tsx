import type { AppNotification, NotificationsPage } from '@gcw/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuList from '@mui/material/MenuList';
import Typography from '@mui/material/Typography';

import { NotificationItem } from './notification-item';

interface NotificationPanelProps {
  page: NotificationsPage | undefined;
  failed: boolean;
  onOpen: (notification: AppNotification) => void;
  onMarkAll: () => void;
}

/** The popover's content: a heading with "Tandai semua dibaca", then the latest notifications. */
export function NotificationPanel({ page, failed, onOpen, onMarkAll }: NotificationPanelProps) {
  const items = page?.items ?? [];
  let list;
  if (items.length > 0) {
    list = (
      // Arrow keys move between the items, Enter opens one (MUI's menu list keyboard model).
      <MenuList aria-label="Notifikasi terbaru" sx={{ py: 0 }}>
        {items.map((item, index) => (
          <NotificationItem
            key={item.id}
            notification={item}
            onOpen={onOpen}
            autoFocus={index === 0}
          />
        ))}
      </MenuList>
    );
  } else {
    list = (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {failed ? 'Notifikasi tidak dapat dimuat. Coba lagi nanti.' : 'Belum ada notifikasi.'}
      </Typography>
    );
  }
  return (
    <Box sx={{ width: { xs: 'calc(100vw - 32px)', sm: 380 }, maxHeight: 480, overflowY: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
        }}
      >
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Notifikasi
        </Typography>
        <Button size="small" onClick={onMarkAll} disabled={!page || page.unread === 0}>
          Tandai semua dibaca
        </Button>
      </Box>
      <Divider />
      {list}
    </Box>
  );
}
