import CameraswitchIcon from '@mui/icons-material/Cameraswitch';
import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';

import type { Facing } from '../camera/use-camera';
import { useCamera } from '../camera/use-camera';
import { useFrameScanner } from '../scanner/use-frame-scanner';
import { CameraProblemPanel } from './camera-problem-panel';

const controlSx = {
  bgcolor: 'rgba(0,0,0,0.55)',
  color: '#fff',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
};

/**
 * The live camera filling its box, read continuously; every code seen goes to `onCode`. The
 * container says which decoder reads it (`data-decoder`), for support and for the tests.
 */
export function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const { status, torchAvailable, torchOn, toggleTorch } = useCamera(video, facing);
  const decoder = useFrameScanner(video, status.state === 'live', onCode);
  const other = facing === 'environment' ? 'depan' : 'belakang';

  return (
    <Box
      data-testid="door-camera"
      data-camera={status.state}
      data-decoder={status.state === 'live' ? decoder : undefined}
      sx={{ position: 'relative', flex: 1, minHeight: 0, bgcolor: 'black', overflow: 'hidden' }}
    >
      <Box
        component="video"
        ref={video}
        muted
        playsInline
        aria-label="Pratinjau kamera"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {status.state === 'problem' ? (
        <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center' }}>
          <CameraProblemPanel problem={status.problem} />
        </Box>
      ) : null}
      {status.state === 'live' && decoder === 'failed' ? (
        <Alert severity="warning" sx={{ position: 'absolute', left: 16, right: 16, top: 16 }}>
          Pembaca QR tidak dapat dimuat. Ketik ID tiket di bawah.
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ position: 'absolute', right: 12, bottom: 12 }}>
        <IconButton
          aria-label={`Ganti ke kamera ${other}`}
          onClick={() => setFacing(facing === 'environment' ? 'user' : 'environment')}
          sx={controlSx}
        >
          <CameraswitchIcon />
        </IconButton>
        {torchAvailable ? (
          <IconButton
            aria-label="Senter"
            aria-pressed={torchOn}
            onClick={() => void toggleTorch()}
            sx={controlSx}
          >
            {torchOn ? <FlashlightOnIcon /> : <FlashlightOffIcon />}
          </IconButton>
        ) : null}
      </Stack>
    </Box>
  );
}
