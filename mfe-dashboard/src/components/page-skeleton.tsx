import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a page while its data loads. */
export function PageSkeleton({ label = 'Memuat data' }: { label?: string }) {
  return (
    <Stack spacing={2} role="status" aria-label={label} aria-busy="true">
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={180} />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}
