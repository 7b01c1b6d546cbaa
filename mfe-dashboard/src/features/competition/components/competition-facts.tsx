import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CompetitionType, EventStatus } from '@gcw/shared';
import { selectAppConfig, useAppSelector } from '@gcw/shared';

import { STATUS_LABEL } from '../../common/status-labels';
import { COMPETITIONS, feeText, teamSizeText } from '../competition-info';

/** Fee, team size, the user's status and the stages of one competition. */
export function CompetitionFacts({
  competition,
  status,
}: {
  competition: CompetitionType;
  status: EventStatus;
}) {
  const info = COMPETITIONS[competition];
  const { fees } = useAppSelector(selectAppConfig);
  const facts = [
    { label: 'Biaya pendaftaran', value: `${feeText(competition, fees)} per tim` },
    { label: 'Ukuran tim', value: teamSizeText(competition) },
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
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 2,
            m: 0,
          }}
        >
          {facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, fontWeight: 600 }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
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
