import Box from '@mui/material/Box';

/** A toast with a title and a smaller description line (R8.3: message plus description). */
export function ToastMessage({ title, description }: { title: string; description: string }) {
  return (
    <Box>
      <Box sx={{ fontWeight: 600 }}>{title}</Box>
      <Box sx={{ fontSize: '0.85em', opacity: 0.9 }}>{description}</Box>
    </Box>
  );
}
