import { formatDateTime } from '@gcw/shared/format';
import CampaignIcon from '@mui/icons-material/Campaign';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetMyAnnouncementsQuery } from '../api/announcements-api';

/**
 * The organisers' announcements on the status home, newest first. Plain text: React shows any
 * markup as typed. Nothing is shown while loading, on failure or when there are none: the rest
 * of the home must not wait for it.
 */
export function AnnouncementBoard() {
  const { data } = useGetMyAnnouncementsQuery();
  if (!data || data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="announcements-title" spacing={1}>
      <Typography id="announcements-title" variant="h3" sx={{ fontSize: '1.1rem' }}>
        Pengumuman panitia
      </Typography>
      {/* role article, not MUI's role alert: a list on page load must not interrupt a screen reader. */}
      {data.map((a) => (
        <Alert
          key={a.id}
          severity="info"
          icon={<CampaignIcon />}
          component="article"
          role="article"
        >
          <AlertTitle>{a.title}</AlertTitle>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{a.body}</Typography>
          <Typography variant="caption" color="text.secondary">
            {[
              a.event,
              formatDateTime(a.created_at),
              // The organisers corrected it after sending: the student may have read the old text.
              a.edited_at ? `diperbarui ${formatDateTime(a.edited_at)}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Alert>
      ))}
    </Stack>
  );
}
