import type { AnyNotificationKind } from '@gcw/shared';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';

import { PageSkeleton } from '../../../components/page-skeleton';
import { refusalMessage } from '../../../lib/refusal-message';
import {
  useGetMailPreferencesQuery,
  useUpdateMailPreferencesMutation,
} from '../api/mail-preferences-api';
import { KIND_LABELS, SWITCHABLE_KINDS } from '../kind-labels';

/** A switch per optional mail; each change is saved at once with PUT. */
export function MailPreferencesSection() {
  const query = useGetMailPreferencesQuery();
  const [update, { isLoading }] = useUpdateMailPreferencesMutation();
  const { enqueueSnackbar } = useSnackbar();

  const toggle = async (kind: AnyNotificationKind, on: boolean) => {
    if (!query.data) return;
    const result = await update({ ...query.data, [kind]: on });
    if ('error' in result) {
      enqueueSnackbar(refusalMessage(result.error, 'Pengaturan email gagal disimpan. Coba lagi.'), {
        variant: 'error',
      });
      return;
    }
    enqueueSnackbar('Pengaturan email disimpan', { variant: 'success' });
  };

  let body;
  if (query.data) {
    const preferences = query.data;
    body = (
      <FormGroup>
        {SWITCHABLE_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={KIND_LABELS[kind]}
            control={
              <Switch
                checked={
                  (preferences as Partial<Record<AnyNotificationKind, boolean>>)[kind] ?? true
                }
                onChange={(event) => void toggle(kind, event.target.checked)}
                disabled={isLoading}
              />
            }
          />
        ))}
      </FormGroup>
    );
  } else if (query.isError) {
    body = <Alert severity="error">Pengaturan email tidak dapat dimuat. Coba lagi nanti.</Alert>;
  } else body = <PageSkeleton label="Memuat pengaturan email" />;

  return (
    <Card variant="outlined" component="section" aria-labelledby="mail-preferences-title">
      <CardContent>
        <Typography id="mail-preferences-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          Email pemberitahuan
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Pilih kabar yang juga dikirim ke email Anda. Semua kabar tetap muncul di lonceng
          notifikasi. Email untuk mengatur ulang kata sandi dan memverifikasi alamat email selalu
          dikirim.
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
