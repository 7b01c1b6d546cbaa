import type { AdminAnnouncement } from '@gcw/shared';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetAnnouncementsQuery } from '../api/announcements-api';
import { audienceLabel } from '../audience-label';
import { historyText, stateChip } from '../state-text';
import { AnnouncementActions } from './announcement-actions';

/** Every announcement, newest first, with its state; the body is shown as typed. */
export function AnnouncementList({ onEdit }: { onEdit: (a: AdminAnnouncement) => void }) {
  const { data, error, isLoading } = useGetAnnouncementsQuery();
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat pengumuman.')}</Alert>;
  if (isLoading || !data) return <Typography color="text.secondary">Memuat pengumuman…</Typography>;
  if (data.items.length === 0)
    return <Typography color="text.secondary">Belum ada pengumuman.</Typography>;
  return (
    <List aria-label="Daftar pengumuman">
      {data.items.map((a) => {
        const chip = stateChip(a);
        return (
          <ListItem key={a.id} divider disableGutters sx={{ display: 'block' }}>
            <ListItemText
              primary={
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <span>{a.title}</span>
                  <Chip size="small" label={audienceLabel(a)} />
                  <Chip size="small" color={chip.color} label={chip.label} />
                </Stack>
              }
              secondary={
                <>
                  <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                    {a.body}
                  </Typography>
                  {historyText(a)}
                </>
              }
            />
            <AnnouncementActions announcement={a} onEdit={onEdit} />
          </ListItem>
        );
      })}
    </List>
  );
}
