import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

import type { CameraProblem } from '../camera/camera-problem';
import { CAMERA_PROBLEM_TEXT, reloadHelps } from '../camera/camera-problem';

/** Why there is no picture, and the way out: a full reload (a new document, a new policy). */
export function CameraProblemPanel({ problem }: { problem: CameraProblem }) {
  return (
    <Alert
      severity="warning"
      data-problem={problem}
      action={
        reloadHelps(problem) ? (
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Muat ulang untuk membuka kamera
          </Button>
        ) : undefined
      }
      sx={{ m: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {CAMERA_PROBLEM_TEXT[problem]}
    </Alert>
  );
}
