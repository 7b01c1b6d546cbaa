import type { InstitutionOption, UnmatchedInstitution } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';

import {
  useMergeInstitutionMutation,
  useSearchAdminInstitutionsQuery,
} from '../api/institutions-api';
import { changedText, institutionRefusal } from '../institution-messages';

interface MergeDialogProps {
  row: UnmatchedInstitution;
  onClose: () => void;
}

/** Merges an unmatched name into a canonical institution: it becomes one of its aliases. */
export function MergeDialog({ row, onClose }: MergeDialogProps) {
  const [text, setText] = useState(row.name);
  const [query, setQuery] = useState(row.name);
  const [target, setTarget] = useState<InstitutionOption | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [merge, state] = useMergeInstitutionMutation();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useSearchAdminInstitutionsQuery(query.trim());

  const onMerge = async () => {
    if (!target) return;
    setRefusal(null);
    const result = await merge({ key: row.key, into_id: target.id });
    if (result.error) {
      setRefusal(institutionRefusal(result.error, 'Penggabungan gagal. Coba lagi.'));
      return;
    }
    const { institution, users, teams } = result.data;
    enqueueSnackbar(changedText(institution.name, users, teams), { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="merge-title">
      <DialogTitle id="merge-title">Gabungkan “{row.name}”</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {row.users} profil dan {row.teams} tim akan dipindahkan ke institusi yang dipilih, dan
          nama ini menjadi singkatan/alias-nya.
        </Typography>
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <Autocomplete<InstitutionOption>
          options={search.data ?? []}
          filterOptions={(list) => list}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={target}
          inputValue={text}
          onInputChange={(_event, next) => setText(next)}
          onChange={(_event, picked) => setTarget(picked)}
          loading={search.isFetching}
          noOptionsText="Tidak ada institusi yang cocok"
          renderInput={(params) => (
            <TextField {...params} label="Gabungkan ke institusi" sx={{ mt: 1 }} />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={onMerge} disabled={!target || state.isLoading}>
          {state.isLoading ? 'Menggabungkan…' : 'Gabungkan'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
