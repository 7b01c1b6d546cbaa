import type { CompetitionType, EventStatus } from '@gcw/shared';
import { useEventSettings } from '@gcw/shared/store';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { FactList } from '../../../components/fact-list';
import { COMPETITIONS, feeText, teamSizeText } from '../../../lib/competition-info';
import { STATUS_LABEL } from '../../../lib/status-labels';

/** Fee, team size, the user's status and the stages of one competition. */
export function CompetitionFacts({
  competition,
  status,
}: {
  competition: CompetitionType;
  status: EventStatus;
}) {
  const info = COMPETITIONS[competition];
  const settings = useEventSettings()[competition];
  const facts = [
    { label: 'Biaya pendaftaran', value: feeText(settings) },
    { label: 'Ukuran tim', value: teamSizeText(settings) },
    { label: 'Peserta', value: 'Mahasiswa D3/D4 dan S1 di Indonesia' },
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography component="span">Status Anda:</Typography>
          <Chip
            label={STATUS_LABEL[status]}
            color={status === 'Unregistered' ? 'default' : 'primary'}
            aria-label={`Status Anda: ${STATUS_LABEL[status]}`}
          />
        </Box>
        <FactList facts={facts} />
        <Typography variant="h3" component="h2" sx={{ fontSize: '1.05rem', mt: 2 }}>
          Tahapan
        </Typography>
        <List dense>
          <ListItem disableGutters>
            <ListItemText
              primary="Pendaftaran tim"
              secondary="Buat tim atau gabung dengan kode, unggah bukti pembayaran."
            />
          </ListItem>
          {info.stages.map((stage) => (
            <ListItem key={stage.title} disableGutters>
              <ListItemText primary={stage.title} secondary={stage.detail} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
