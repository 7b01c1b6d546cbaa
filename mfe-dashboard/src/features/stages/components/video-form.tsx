import { videoSubmissionSchema } from '@gcw/shared';
import { fieldErrors } from '@gcw/shared/store';
import { bindField, StickyActions } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';

import { refusalMessage } from '../../../lib/refusal-message';
import { useSubmitVideoMutation } from '../api/submissions-api';

/** The stage 2 video link; a refusal keeps the link typed. */
export function VideoForm({ current }: { current: string }) {
  const [submitVideo] = useSubmitVideoMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { video_url: current },
    validationSchema: videoSubmissionSchema,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const result = await submitVideo({ video_url: values.video_url.trim() });
      if (result.error) {
        const message = refusalMessage(result.error, 'Tautan video gagal dikirim. Coba lagi.');
        setRefusal(message);
        helpers.setErrors(fieldErrors(result.error));
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      enqueueSnackbar('Tautan video terkumpul', { variant: 'success' });
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-label="Form video"
    >
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <TextField
        {...bindField(
          formik,
          'video_url',
          'YouTube (boleh unlisted), Google Drive (akses publik) atau Vimeo.',
        )}
        label="Tautan video demo"
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      <StickyActions>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting
            ? 'Mengirim…'
            : current
              ? 'Ganti tautan video'
              : 'Kirim tautan video'}
        </Button>
      </StickyActions>
    </Stack>
  );
}
