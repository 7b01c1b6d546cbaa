import { errorMessage } from '@gcw/shared/store';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';

import { useSendTestMailMutation } from '../api/setup-api';

/** Sends a test mail to the signed-in admin; the checklist then follows it to done. */
export function TestMailButton() {
  const [send, { isLoading }] = useSendTestMailMutation();
  const { enqueueSnackbar } = useSnackbar();
  const onClick = async () => {
    const result = await send();
    if ('error' in result) {
      enqueueSnackbar(errorMessage(result.error, 'E-mail uji gagal dikirim. Coba lagi.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar(result.data.message, { variant: 'success' });
  };
  return (
    <Button size="small" variant="outlined" onClick={onClick} disabled={isLoading}>
      {isLoading ? 'Mengirim…' : 'Kirim e-mail uji'}
    </Button>
  );
}
