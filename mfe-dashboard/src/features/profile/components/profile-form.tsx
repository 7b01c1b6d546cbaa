import type { User } from '@gcw/shared';
import { fieldErrors } from '@gcw/shared/store';
import { fieldErrorOf, STICKY_FRIENDLY } from '@gcw/shared/ui';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';

import type { TextFieldSpec } from '../../../components/required-text-fields';
import { RequiredTextFields } from '../../../components/required-text-fields';
import { refusalMessage } from '../../../lib/refusal-message';
import { PROFILE_FORM_ANCHOR } from '../../../lib/step-rules';
import { useUpdateProfileMutation } from '../api/profile-api';
import { useDraftAutosave, useRestoredDraft } from '../hooks/use-profile-draft';
import type { ProfileFormValues } from '../profile-schema';
import { initialProfileValues, profileSchema, toProfilePayload } from '../profile-schema';
import { InstitutionField } from './institution-field';
import { ChooseFileAgainNotice, DraftRestoredNotice } from './profile-draft-notices';
import { ProfileSaveActions } from './profile-save-actions';
import { SocmedDocumentField } from './socmed-document-field';

interface ProfileFormProps {
  user: User;
  /** A team member cannot move to another institution (the API refuses it). */
  inTeam: boolean;
  onSaved: (wasIncomplete: boolean) => void;
}

type TextKey = Exclude<keyof ProfileFormValues, 'institusi' | 'institution_id' | 'socmed_document'>;

const TEXT_FIELDS: TextFieldSpec<TextKey>[] = [
  { key: 'name', label: 'Nama lengkap', help: 'Sesuai kartu tanda mahasiswa.' },
  { key: 'phone', label: 'Nomor HP (WhatsApp)', help: 'Contoh: 081234567890', inputMode: 'tel' },
  {
    key: 'nim',
    label: 'NIM',
    help: 'Nomor induk mahasiswa seperti tertulis di kartu, contoh 21/123456/PA/12345.',
  },
  {
    key: 'major',
    label: 'Jurusan / program studi',
    help: 'Contoh: S1 Informatika, D3 Teknik Komputer.',
  },
];

/** Edits the profile; a refusal keeps everything typed and shows the API's reason. */
export function ProfileForm({ user, inTeam, onSaved }: ProfileFormProps) {
  const [updateProfile] = useUpdateProfileMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [refusal, setRefusal] = useState<string | null>(null);
  const restored = useRestoredDraft(user.id);
  const [draftShown, setDraftShown] = useState(restored !== null);
  const [pendingFile, setPendingFile] = useState(restored?.fileName ?? null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const onUploadProgress = useCallback((percent: number | null) => setUploadProgress(percent), []);

  const formik = useFormik<ProfileFormValues>({
    initialValues: { ...initialProfileValues(user), ...restored?.values },
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const result = await updateProfile(toProfilePayload(values));
      if (result.error) {
        const message = refusalMessage(result.error, 'Profil gagal disimpan. Coba lagi.');
        setRefusal(message);
        helpers.setErrors(fieldErrors(result.error));
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      // The form shows what was saved (e.g. 08… numbers), which also ends the draft.
      helpers.resetForm({ values: initialProfileValues(result.data) });
      setDraftShown(false);
      enqueueSnackbar('Profil berhasil disimpan', { variant: 'success' });
      onSaved(!user.profile_has_updated);
    },
  });

  useDraftAutosave(user, formik.values, pendingFile);
  const errorOf = (key: keyof ProfileFormValues) => fieldErrorOf(formik, key);
  const discardDraft = () => {
    formik.resetForm({ values: initialProfileValues(user) });
    setPendingFile(null);
    setDraftShown(false);
  };
  // A screenshot chosen before Back or a reload has to be chosen again: a browser keeps no file.
  const askAgainFor =
    pendingFile !== null && pendingFile === restored?.fileName && uploadProgress === null
      ? pendingFile
      : null;

  return (
    // The status home's "Lengkapi profil" scrolls here.
    <Card variant="outlined" id={PROFILE_FORM_ANCHOR} sx={STICKY_FRIENDLY}>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          Data diri
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            // Enter in a field submits too: never while the screenshot is still on its way.
            if (uploadProgress === null) formik.handleSubmit(event);
            else event.preventDefault();
          }}
          aria-label="Form profil"
        >
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          {draftShown ? <DraftRestoredNotice onDiscard={discardDraft} /> : null}
          <RequiredTextFields
            fields={TEXT_FIELDS}
            values={formik.values}
            errorOf={errorOf}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <InstitutionField
            value={formik.values.institusi}
            institutionId={formik.values.institution_id}
            onChange={(name, id) => {
              void formik.setFieldValue('institusi', name);
              void formik.setFieldValue('institution_id', id);
            }}
            onBlur={() => void formik.setFieldTouched('institusi', true)}
            error={errorOf('institusi')}
            locked={inTeam}
          />
          {askAgainFor ? <ChooseFileAgainNotice fileName={askAgainFor} /> : null}
          <SocmedDocumentField
            value={formik.values.socmed_document}
            onChange={(value) => void formik.setFieldValue('socmed_document', value)}
            onBlur={() => void formik.setFieldTouched('socmed_document', true)}
            error={errorOf('socmed_document')}
            onUploadProgress={onUploadProgress}
            onPendingFile={setPendingFile}
          />
          <ProfileSaveActions submitting={formik.isSubmitting} uploadProgress={uploadProgress} />
        </Stack>
      </CardContent>
    </Card>
  );
}
