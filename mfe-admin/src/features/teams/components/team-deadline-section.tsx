import { EXTENDABLE_WINDOWS } from '@gcw/shared';
import type { AdminTeam, ExtendableWindow } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { fromWibInput } from '../../../lib/wib-input';
import { useGetTeamExtensionsQuery, useSetTeamExtensionMutation } from '../api/extensions-api';
import { WINDOW_LABELS } from '../extension-labels';

interface Refusal {
  data?: { Message?: string; Errors?: Record<string, string> };
}

/**
 * More time for this team in one window (registration and payment, or a stage), past the
 * deadline everyone else has; the API records who granted it. Removing gives the usual one back.
 */
export function TeamDeadlineSection({ team }: { team: AdminTeam }) {
  const labels = WINDOW_LABELS[team.event_type];
  const { data: extensions = [] } = useGetTeamExtensionsQuery(team.id);
  const [save, { isLoading }] = useSetTeamExtensionMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [window, setWindow] = useState<ExtendableWindow>('registration');
  const [until, setUntil] = useState('');
  const [refusal, setRefusal] = useState<{ message: string; until?: string } | null>(null);

  const send = async (target: ExtendableWindow, at: string | null, done: string) => {
    setRefusal(null);
    const result = await save({ teamId: team.id, window: target, until: at });
    if (result.error) {
      const data = (result.error as Refusal).data;
      setRefusal({
        message: data?.Message ?? 'Gagal menyimpan perpanjangan.',
        until: data?.Errors?.until,
      });
      return;
    }
    setUntil('');
    enqueueSnackbar(done, { variant: 'success' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(window, fromWibInput(until), `Batas waktu ${team.team_name} diperpanjang.`);
  };

  return (
    <Stack component="section" aria-labelledby="extension-title" spacing={1.5}>
      <Typography id="extension-title" variant="subtitle1" component="h3">
        Perpanjangan batas waktu
      </Typography>
      {extensions.length ? (
        <List dense disablePadding aria-label="Perpanjangan tim ini">
          {extensions.map((e) => (
            <ListItem
              key={e.window}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={isLoading}
                  onClick={() => send(e.window, null, 'Perpanjangan dicabut.')}
                  aria-label={`Cabut perpanjangan ${labels[e.window]}`}
                >
                  Cabut
                </Button>
              }
            >
              <ListItemText
                primary={labels[e.window]}
                secondary={`Sampai ${formatDateTime(e.until)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Tim ini mengikuti batas waktu umum di Pengaturan acara.
        </Typography>
      )}
      <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Batas yang diperpanjang"
          value={window}
          onChange={(e) => setWindow(e.target.value as ExtendableWindow)}
          sx={{ minWidth: 240 }}
        >
          {EXTENDABLE_WINDOWS.map((w) => (
            <MenuItem key={w} value={w}>
              {labels[w]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="datetime-local"
          label="Diperpanjang sampai (WIB)"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={Boolean(refusal?.until)}
          helperText={refusal?.until ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={isLoading || !until}>
          Perpanjang
        </Button>
      </Stack>
      {refusal && !refusal.until ? <Alert severity="error">{refusal.message}</Alert> : null}
    </Stack>
  );
}
