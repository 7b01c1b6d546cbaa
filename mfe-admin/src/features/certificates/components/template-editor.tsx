import type { CertificateTemplate, CertificateSigner } from '@gcw/shared';
import { formatDateTime } from '@gcw/shared/format';
import { errorMessage, fieldErrors } from '@gcw/shared/store';
import { bindField } from '@gcw/shared/ui';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikTouched } from 'formik';
import { useFormik } from 'formik';
import { useSnackbar } from 'notistack';

import { useSaveCertificateTemplateMutation } from '../api/certificates-api';
import { usePdfPreview } from '../hooks/use-pdf-preview';
import type { TemplateFormValues } from '../template-form-values';
import { toFormValues, toPayload, validateTemplate } from '../template-form-values';
import { TEMPLATE_LABELS } from '../template-labels';
import { BodyField } from './body-field';
import { ImageField } from './image-field';
import { SectionPanel } from './section-panel';
import { SignersFields } from './signers-fields';

/** One template's design: texts, date, signers and images, saved, or previewed as they stand. */
export function TemplateEditor({ template }: { template: CertificateTemplate }) {
  const [save] = useSaveCertificateTemplateMutation();
  const preview = usePdfPreview();
  const { enqueueSnackbar } = useSnackbar();
  const label = TEMPLATE_LABELS[template.key];

  const formik = useFormik<TemplateFormValues>({
    initialValues: toFormValues(template),
    enableReinitialize: true,
    validate: validateTemplate,
    onSubmit: async (values, helpers) => {
      const result = await save({ key: template.key, body: toPayload(values) });
      if ('error' in result) {
        helpers.setErrors(fieldErrors(result.error));
        enqueueSnackbar(errorMessage(result.error, 'Templat gagal disimpan.'), {
          variant: 'error',
        });
        return;
      }
      enqueueSnackbar(`Templat ${label} disimpan.`, { variant: 'success' });
    },
  });

  const showPreview = async () => {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      // The same marks as a submit would show, so the admin sees what to fix first.
      void formik.submitForm();
      return;
    }
    await preview.open(template.key, toPayload(formik.values));
  };

  const { values, errors, touched } = formik;
  return (
    <SectionPanel
      id="template-editor-title"
      title={`Templat ${label}`}
      intro={
        template.updated_at
          ? `Terakhir disimpan ${formatDateTime(template.updated_at)}.`
          : 'Templat bawaan: belum pernah diubah. Anda bisa langsung mempratinjau dan menerbitkannya.'
      }
    >
      <form onSubmit={formik.handleSubmit} noValidate aria-label={`Templat ${label}`}>
        <Stack spacing={2.5}>
          <TextField {...bindField(formik, 'title')} label="Judul" required fullWidth />
          <BodyField
            value={values.body}
            error={touched.body ? errors.body : undefined}
            onChange={(body) => void formik.setFieldValue('body', body)}
            onBlur={() => void formik.setFieldTouched('body')}
          />
          <TextField
            {...bindField(
              formik,
              'event_date',
              'Kosongkan untuk memakai tanggal dari Pengaturan acara (seminar atau final).',
            )}
            type="date"
            label="Tanggal acara"
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ maxWidth: 320 }}
          />
          <SignersFields
            templateKey={template.key}
            signers={values.signers}
            errors={errors.signers}
            touched={touched.signers as FormikTouched<CertificateSigner>[] | undefined}
            onChange={(signers) => void formik.setFieldValue('signers', signers)}
            onBlur={(name) => void formik.setFieldTouched(name)}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <ImageField
              templateKey={template.key}
              slot="background"
              label="Latar belakang"
              value={values.background_file_id}
              onChange={(id) => void formik.setFieldValue('background_file_id', id)}
            />
            <ImageField
              templateKey={template.key}
              slot="logo"
              label="Logo"
              value={values.logo_file_id}
              onChange={(id) => void formik.setFieldValue('logo_file_id', id)}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Menyimpan…' : 'Simpan templat'}
            </Button>
            <Button
              type="button"
              variant="outlined"
              startIcon={<PictureAsPdfIcon />}
              onClick={() => void showPreview()}
              disabled={preview.busy}
            >
              {preview.busy ? 'Menyiapkan pratinjau…' : 'Pratinjau'}
            </Button>
          </Stack>
          {formik.dirty ? (
            <Typography variant="body2" color="text.secondary" role="note">
              Ada perubahan yang belum disimpan. Pratinjau memakai isi formulir saat ini; sertifikat
              diterbitkan dengan templat yang tersimpan.
            </Typography>
          ) : null}
        </Stack>
      </form>
    </SectionPanel>
  );
}
