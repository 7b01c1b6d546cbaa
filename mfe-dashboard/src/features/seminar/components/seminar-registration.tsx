import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { EventDeadline } from '../../../components/event-deadline';
import { refusalMessage } from '../../../lib/refusal-message';
import { useRegisterSeminarMutation } from '../api/seminar-api';

/** One button: the seminar is individual and needs nothing beyond a complete profile. */
export function SeminarRegistration() {
  const [register, { isLoading }] = useRegisterSeminarMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);

  const onRegister = async () => {
    setRefusal(null);
    const result = await register();
    if (result.error) {
      const message = refusalMessage(result.error, 'Pendaftaran seminar gagal. Coba lagi.');
      setRefusal(message);
      enqueueSnackbar(message, { variant: 'error' });
      return;
    }
    enqueueSnackbar('Anda terdaftar di seminar. Tiket Anda sudah terbit.', { variant: 'success' });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="seminar-register-title">
      <CardContent>
        <Stack spacing={2}>
          <EventDeadline event="seminar" window="registration" label="Pendaftaran Seminar" />
          <Typography
            id="seminar-register-title"
            variant="h2"
            component="h2"
            sx={{ fontSize: '1.2rem' }}
          >
            Daftar seminar
          </Typography>
          <Typography color="text.secondary">
            Pendaftaran memakai data profil Anda. Setelah mendaftar, tiket dengan kode QR langsung
            terbit di halaman ini.
          </Typography>
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <Button
            variant="contained"
            onClick={onRegister}
            disabled={isLoading}
            sx={{ alignSelf: 'flex-start' }}
          >
            {isLoading ? 'Mendaftarkan…' : 'Daftar seminar sekarang'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
