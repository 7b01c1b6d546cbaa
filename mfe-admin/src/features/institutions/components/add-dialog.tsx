import type { UnmatchedInstitution } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { useCreateInstitutionMutation } from '../api/institutions-api';
import { changedText, institutionRefusal } from '../institution-messages';

interface AddDialogProps {
  row: UnmatchedInstitution;
  onClose: () => void;
}

/** Adds the unmatched name as a new canonical institution (official name and abbreviations). */
export function AddDialog({ row, onClose }: AddDialogProps) {
  const [name, setName] = useState(row.name);
  const [aliases, setAliases] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, state] = useCreateInstitutionMutation();
  const { enqueueSnackbar } = useSnackbar();

  const onAdd = async () => {
    setRefusal(null);
    const list = aliases
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    const result = await create({ name: name.trim(), aliases: list, key: row.key });
    if (result.error) {
      setRefusal(institutionRefusal(result.error, 'Institusi gagal ditambahkan. Coba lagi.'));
      return;
    }
    const { institution, users, teams } = result.data;
    enqueueSnackbar(changedText(institution.name, users, teams), { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-title">
      <DialogTitle id="add-title">Tambah sebagai institusi baru</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {refusal ? (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <TextField
            label="Nama resmi"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            helperText="Ditulis lengkap, mis. Universitas Negeri Contoh."
          />
          <TextField
            label="Singkatan / alias"
            value={aliases}
            onChange={(event) => setAliases(event.target.value)}
            helperText="Pisahkan dengan koma, mis. UNC, Univ Contoh."
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={onAdd} disabled={!name.trim() || state.isLoading}>
          {state.isLoading ? 'Menyimpan…' : 'Tambah institusi'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
