import type { CompetitionType } from '@gcw/shared';
import { fieldErrors, selectUser, useAppSelector } from '@gcw/shared/store';
import { fieldErrorOf, StickyActions } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { FileField } from '../../../components/file-field';
import { PaymentDetails } from '../../../components/payment-details';
import type { TextFieldSpec } from '../../../components/required-text-fields';
import { RequiredTextFields } from '../../../components/required-text-fields';
import { UploadProgress } from '../../../components/upload-progress';
import type { PaymentFacts } from '../../../hooks/use-payment-facts';
import { usePaymentFacts } from '../../../hooks/use-payment-facts';
import { COMPETITIONS } from '../../../lib/competition-info';
import { PAYMENT_PROOF_TYPES } from '../../../lib/file-rules';
import { refusalMessage } from '../../../lib/refusal-message';
import { useRegisterTeam } from '../hooks/use-register-team';
import { useTeamDraft } from '../hooks/use-team-draft';
import type { CreateTeamValues } from '../team-schemas';
import { createTeamSchema } from '../team-schemas';
import { PaymentNotice } from './payment-notice';

type TextKey = Exclude<keyof CreateTeamValues, 'bukti_pembayaran'>;
type Ready = Extract<PaymentFacts, { state: 'ready' }>;

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

/**
 * Creates a team led by the user: how to pay, three fields and the proof of payment. Offered
 * only once the admins have announced the fee and the account; the typed fields are a draft.
 */
export function CreateTeamForm({ competition }: { competition: CompetitionType }) {
  const facts = usePaymentFacts(competition);
  if (facts.state !== 'ready') return <PaymentNotice facts={facts} what="pendaftaran tim baru" />;
  return <ReadyForm competition={competition} facts={facts} />;
}

function ReadyForm({ competition, facts }: { competition: CompetitionType; facts: Ready }) {
  const info = COMPETITIONS[competition];
  const { register, progress } = useRegisterTeam(competition);
  const { draft, save, clear } = useTeamDraft(competition, useAppSelector(selectUser)?.id ?? 0);
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string | null>(null);
  // Once registered, the draft stays gone (formik's end of submission would save it again).
  const registered = useRef(false);

  const formik = useFormik<CreateTeamValues>({
    initialValues: { ...draft, bukti_pembayaran: null },
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
      registered.current = true;
      clear();
      enqueueSnackbar(
        `${result.data.team_name} terdaftar. Bagikan kode gabung ${result.data.join_code} ke anggota tim Anda.`,
        { variant: 'success' },
      );
      navigate(info.teamPath);
    },
  });
  const { values } = formik;
  useEffect(() => {
    if (!registered.current) save(values, draft.file_name);
  }, [values, draft.file_name, save]);
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
        Anda menjadi ketua tim. Transfer biaya pendaftaran tim sesuai rincian berikut.
      </Typography>
      <PaymentDetails facts={facts} />
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <RequiredTextFields
        fields={FIELDS}
        values={values}
        errorOf={errorOf}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <FileField
        id={`bukti-pembayaran-${competition}`}
        label="Bukti pembayaran"
        required
        accept={PAYMENT_PROOF_TYPES}
        value={values.bukti_pembayaran}
        onChange={(file) => {
          void formik.setFieldValue('bukti_pembayaran', file);
          void formik.setFieldTouched('bukti_pembayaran', true, false);
        }}
        error={errorOf('bukti_pembayaran')}
        helperText="PDF, PNG, JPG atau WebP, maksimal 5 MB."
        disabled={formik.isSubmitting}
      />
      {draft.file_name && !values.bukti_pembayaran ? (
        <Typography variant="body2" color="warning.main">
          Berkas sebelumnya: {draft.file_name} — pilih lagi. Berkas tidak ikut tersimpan di draf.
        </Typography>
      ) : null}
      <UploadProgress value={progress} label="Mengunggah bukti pembayaran" />
      <StickyActions>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Mendaftarkan…' : 'Daftarkan tim'}
        </Button>
      </StickyActions>
    </Stack>
  );
}
