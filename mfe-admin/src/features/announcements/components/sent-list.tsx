import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@gcw/shared/store';

import { formatMailTime } from '../../mails/format-mail-time';
import { useGetAnnouncementsQuery } from '../api/announcements-api';
import { audienceLabel } from '../audience-label';

/** Sent announcements, newest first; the body is shown as typed (React escapes it). */
export function SentList() {
  const { data, error, isLoading } = useGetAnnouncementsQuery();
  if (error)
    return <Alert severity="error">{errorMessage(error, 'Gagal memuat pengumuman.')}</Alert>;
  if (isLoading || !data) return <Typography color="text.secondary">Memuat pengumuman…</Typography>;
  if (data.items.length === 0)
    return <Typography color="text.secondary">Belum ada pengumuman terkirim.</Typography>;
  return (
    <List aria-label="Pengumuman terkirim">
      {data.items.map((a) => (
        <ListItem key={a.id} divider disableGutters alignItems="flex-start">
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
                <Chip
                  size="small"
                  color={a.completed_at ? 'success' : 'warning'}
                  label={
                    a.completed_at ? `${a.recipients} penerima` : `Mengirim… (${a.recipients})`
                  }
                />
              </Stack>
            }
            secondary={
              <>
                <Typography component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                  {a.body}
                </Typography>
                {`${formatMailTime(a.created_at)} · ${a.created_by_name}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
