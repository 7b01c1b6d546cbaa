import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompetitionType } from '@gcw/shared';
import { competitionTexts } from '@gcw/shared';
import { fieldErrors, selectAppConfig, useAppSelector, useEventSettings } from '@gcw/shared/store';
import { fieldErrorOf, StickyActions } from '@gcw/shared/ui';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { refusalMessage } from '../../common/refusal-message';
import { FileField } from '../../uploads/components/file-field';
import { UploadProgress } from '../../uploads/components/upload-progress';
import { PAYMENT_PROOF_TYPES } from '../../uploads/file-rules';
import { COMPETITIONS, feeText, paymentText } from '../competition-info';
import { useRegisterTeam } from '../hooks/use-register-team';
import type { CreateTeamValues } from '../team-schemas';
import { createTeamSchema } from '../team-schemas';
import type { TextFieldSpec } from '../../common/components/required-text-fields';
import { RequiredTextFields } from '../../common/components/required-text-fields';

type TextKey = Exclude<keyof CreateTeamValues, 'bukti_pembayaran'>;

const FIELDS: TextFieldSpec<TextKey>[] = [
  { key: 'team_name', label: 'Nama tim', help: '3–60 karakter.' },
  { key: 'supervisor', label: 'Nama dosen pembimbing', help: 'Lengkap dengan gelar.' },
  {
    key: 'supervisor_nidn',
    label: 'NIDN dosen pembimbing',
    help: 'Nomor Induk Dosen Nasional, angka saja.',
    inputMode: 'numeric',
  },
];

/** Creates a team led by the user: three fields and the proof of payment, with progress. */
export function CreateTeamForm({ competition }: { competition: CompetitionType }) {
  const info = COMPETITIONS[competition];
  const { dashboard } = useAppSelector(selectAppConfig);
  const settings = useEventSettings()[competition];
  const { register, progress } = useRegisterTeam(competition);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const formik = useFormik<CreateTeamValues>({
    initialValues: { team_name: '', supervisor: '', supervisor_nidn: '', bukti_pembayaran: null },
    validationSchema: createTeamSchema,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const result = await register(values);
      if (result.error) {
        const message = refusalMessage(result.error, 'Pendaftaran tim gagal. Coba lagi.');
        setRefusal(message);
        helpers.setErrors(fieldErrors(result.error));
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      enqueueSnackbar(
        `${result.data.team_name} terdaftar. Bagikan kode gabung ${result.data.join_code} ke anggota tim Anda.`,
        { variant: 'success' },
      );
      navigate(info.teamPath);
    },
  });
  const errorOf = (key: keyof CreateTeamValues) => fieldErrorOf(formik, key);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-label="Form buat tim"
    >
      <Typography color="text.secondary">
        Anda menjadi ketua tim. Biaya pendaftaran {feeText(settings)}.{' '}
        {paymentText(
          settings,
          competitionTexts(settings).payment_instructions || dashboard.paymentInstructions,
        )}
      </Typography>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <RequiredTextFields
        fields={FIELDS}
        values={formik.values}
        errorOf={errorOf}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <FileField
        id={`bukti-pembayaran-${competition}`}
        label="Bukti pembayaran"
        accept={PAYMENT_PROOF_TYPES}
        value={formik.values.bukti_pembayaran}
        onChange={(file) => {
          void formik.setFieldValue('bukti_pembayaran', file);
          void formik.setFieldTouched('bukti_pembayaran', true, false);
        }}
        error={errorOf('bukti_pembayaran')}
        helperText="PDF, PNG, JPG atau WebP, maksimal 5 MB."
        disabled={formik.isSubmitting}
      />
      <UploadProgress value={progress} label="Mengunggah bukti pembayaran" />
      <StickyActions>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Mendaftarkan…' : 'Daftarkan tim'}
        </Button>
      </StickyActions>
    </Stack>
  );
}
