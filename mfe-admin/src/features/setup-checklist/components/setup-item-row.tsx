import type { SetupItem } from '@gcw/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** What the state is called, for the icon's name (screen readers) and the row's text. */
export function stateLabel(item: SetupItem): string {
  if (item.state === 'done') return 'Selesai';
  if (item.state === 'waiting') return 'Sedang diproses';
  return item.required ? 'Belum selesai' : 'Saran';
}

function StateIcon({ item }: { item: SetupItem }) {
  const label = stateLabel(item);
  if (item.state === 'waiting') return <CircularProgress size={20} aria-label={label} />;
  if (item.state === 'done')
    return <CheckCircleIcon color="success" titleAccess={label} aria-hidden={false} />;
  if (!item.required)
    return <InfoOutlinedIcon color="warning" titleAccess={label} aria-hidden={false} />;
  return <RadioButtonUncheckedIcon color="action" titleAccess={label} aria-hidden={false} />;
}

/** One fact: its state, what is set or missing, and the link to where it is set. */
export function SetupItemRow({ item, action }: { item: SetupItem; action?: ReactNode }) {
  return (
    <ListItem
      disableGutters
      sx={{ alignItems: 'flex-start', gap: 1.5 }}
      aria-label={`${item.label}: ${stateLabel(item)}`}
    >
      <Box sx={{ pt: 0.25, flexShrink: 0 }}>
        <StateIcon item={item} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
          {item.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {item.detail}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Link component={RouterLink} to={item.link} variant="body2">
            {item.state === 'done'
              ? `Ubah ${item.label.toLowerCase()}`
              : `Atur ${item.label.toLowerCase()}`}
          </Link>
          {action}
        </Box>
      </Box>
    </ListItem>
  );
}
