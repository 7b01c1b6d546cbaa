import type { JudgingStage } from '@gcw/shared/contract';
import { errorMessage } from '@gcw/shared/store';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { useGetJudgesQuery } from '../api/judging-api';

const loadText = (load: { assigned: number; submitted: number } | undefined) =>
  load
    ? `${load.submitted}/${load.assigned} tim dinilai di tahap ini`
    : 'belum ada tim di tahap ini';

/** The committee members who may score, with where they come from and their teams in this stage. */
export function JudgesList({ stage }: { stage: JudgingStage }) {
  const judges = useGetJudgesQuery();
  if (judges.isLoading) return <Skeleton variant="rounded" height={80} />;
  if (judges.error)
    return (
      <Alert severity="error">{errorMessage(judges.error, 'Daftar juri gagal dimuat.')}</Alert>
    );
  if (!judges.data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Belum ada juri. Undang anggota panitia dengan peran Juri di halaman Panitia.
      </Typography>
    );
  return (
    <List dense aria-label="Daftar juri" disablePadding>
      {judges.data.map((judge) => (
        <ListItem key={judge.user_id} disableGutters>
          <ListItemText
            primary={judge.name}
            secondary={`${judge.institution_name ?? 'Institusi belum diisi'} · ${loadText(judge.stages[stage])}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
