import { errorMessage } from '@gcw/shared/store';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetAdminUserQuery } from '../../../api/users-api';
import { UserDetailBody } from './user-detail-body';

interface UserDetailPanelProps {
  userId: number | null;
  onClose: () => void;
}

/** A side panel (full width on phones) so the table keeps its place behind it. */
export function UserDetailPanel({ userId, onClose }: UserDetailPanelProps) {
  const { data, error, isFetching } = useGetAdminUserQuery(userId ?? 0, { skip: !userId });
  return (
    <Drawer
      anchor="right"
      open={Boolean(userId)}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 } } } }}
    >
      <Box role="region" aria-labelledby="user-detail-title" sx={{ p: 3 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
        >
          <Typography id="user-detail-title" variant="h6" component="h2">
            Detail pengguna
          </Typography>
          <IconButton aria-label="Tutup detail" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {error ? (
          <Alert severity="error">{errorMessage(error, 'Gagal memuat detail pengguna.')}</Alert>
        ) : null}
        {isFetching && !data ? <Skeleton variant="rounded" height={240} /> : null}
        {data && data.id === userId ? <UserDetailBody user={data} /> : null}
      </Box>
    </Drawer>
  );
}
