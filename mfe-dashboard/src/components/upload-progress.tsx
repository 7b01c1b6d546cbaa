import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Upload progress as a labelled bar, announced to screen readers. */
export function UploadProgress({ value, label }: { value: number | null; label: string }) {
  if (value === null) return null;
  return (
    <Box>
      <Typography variant="body2" id="upload-progress-label">
        {label}: {value}%
      </Typography>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-labelledby="upload-progress-label"
        sx={{ mt: 0.5 }}
      />
    </Box>
  );
}
