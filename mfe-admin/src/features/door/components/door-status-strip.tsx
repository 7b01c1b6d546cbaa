import { formatShortDateTime } from '@gcw/shared/format';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import type { DoorAdmission } from '../door-admission';
import { ConflictsDialog } from './conflicts-dialog';

/** The door's health at a glance: the network, the queue of offline check-ins, conflicts. */
export function DoorStatusStrip({ admission }: { admission: DoorAdmission }) {
  const [open, setOpen] = useState(false);
  const { online, pending, conflicts, offlineReadyAt } = admission;
  return (
    <Stack
      role="status"
      aria-label="Status pintu"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Chip
        size="small"
        icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
        color={online ? 'success' : 'warning'}
        label={online ? 'Online' : 'Offline'}
      />
      <Chip
        size="small"
        color={pending > 0 ? 'warning' : 'default'}
        label={`${pending} menunggu sinkron`}
        sx={{ bgcolor: pending > 0 ? undefined : 'rgba(255,255,255,0.85)' }}
      />
      <Chip
        size="small"
        label={
          offlineReadyAt
            ? `Siap offline (${formatShortDateTime(offlineReadyAt)})`
            : 'Belum siap offline'
        }
        sx={{ bgcolor: 'rgba(255,255,255,0.85)' }}
      />
      {conflicts.length > 0 ? (
        <Button size="small" variant="contained" color="error" onClick={() => setOpen(true)}>
          {conflicts.length} konflik
        </Button>
      ) : null}
      <ConflictsDialog
        open={open}
        conflicts={conflicts}
        onClose={() => setOpen(false)}
        onDismiss={() => {
          admission.dismissConflicts();
          setOpen(false);
        }}
      />
    </Stack>
  );
}
