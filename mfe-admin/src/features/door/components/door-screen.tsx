import { PATHS } from '@gcw/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { DoorAdmission } from '../door-admission';
import { canBeep, unlockSound } from '../feedback/door-feedback';
import { useDoorDecisions } from '../hooks/use-door-decisions';
import { useWakeLock } from '../hooks/use-wake-lock';
import { CameraView } from './camera-view';
import { DoorStatusStrip } from './door-status-strip';
import { ResultOverlay } from './result-overlay';
import { TypedTicketForm } from './typed-ticket-form';

export interface DoorScreenProps {
  admission: DoorAdmission;
  /** The door's name as typed (kept on the device). */
  doorName: string;
  onDoorNameChange: (name: string) => void;
}

/**
 * The door staff's phone: the camera fills the screen and scans without a tap, each result
 * covers it in colour for a moment, the typed ID and the door's state stay at hand.
 */
export function DoorScreen({ admission, doorName, onDoorNameChange }: DoorScreenProps) {
  const { outcome, onScan, onTyped, clear } = useDoorDecisions(admission);
  useWakeLock();
  // Browsers keep a page silent until its first tap: until then the door offers one.
  const [soundOn, setSoundOn] = useState(false);
  const wakeSound = () => setSoundOn(unlockSound());

  return (
    <Box
      // A region inside the shell's main landmark (one main per page), laid over the layout.
      component="section"
      aria-labelledby="door-title"
      onPointerDown={wakeSound}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.drawer + 2,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'black',
      }}
    >
      <Paper
        square
        elevation={0}
        sx={{ px: 1.5, py: 1, bgcolor: 'grey.900', color: 'common.white' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <IconButton
            component={Link}
            to={PATHS['admin-seminar']}
            aria-label="Kembali ke Admin Seminar"
            sx={{ color: 'inherit' }}
          >
            <ArrowBackIcon />
          </IconButton>
          <Typography id="door-title" variant="h6" component="h1" sx={{ flexGrow: 1 }}>
            Pintu masuk seminar
          </Typography>
          {canBeep() ? (
            // Always there and of one size: the first tap anywhere turns the sound on, and
            // nothing may move under the finger while it does.
            <IconButton
              aria-label={soundOn ? 'Suara menyala' : 'Nyalakan suara'}
              aria-pressed={soundOn}
              onClick={wakeSound}
              sx={{ color: 'inherit' }}
            >
              {soundOn ? <VolumeUpIcon /> : <VolumeOffIcon />}
            </IconButton>
          ) : null}
          {/* Filled, so its label sits inside the white field: an outlined label would float
              half over the dark bar and half over the field, readable on neither. */}
          <TextField
            size="small"
            variant="filled"
            label="Nama pintu"
            value={doorName}
            onChange={(event) => onDoorNameChange(event.target.value)}
            sx={{
              width: 140,
              '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused':
                { bgcolor: 'common.white', borderRadius: 1 },
            }}
          />
        </Stack>
        <DoorStatusStrip admission={admission} />
      </Paper>
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
        <CameraView onCode={onScan} />
      </Box>
      <Paper square elevation={0} sx={{ p: 1.5 }}>
        <TypedTicketForm onSubmit={onTyped} />
      </Paper>
      {outcome ? <ResultOverlay outcome={outcome} onDismiss={clear} /> : null}
    </Box>
  );
}
