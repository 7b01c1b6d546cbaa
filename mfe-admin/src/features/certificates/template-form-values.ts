import type {
  CertificateSigner,
  CertificateTemplate,
  CertificateTemplatePayload,
} from '@gcw/shared';
import { certificateTemplateSchema } from '@gcw/shared';
import type { FormikErrors } from 'formik';
import { validateYupSchema, yupToFormErrors } from 'formik';

/** The editor's values: as the wire, except the date, which a date input holds as text. */
export interface TemplateFormValues {
  title: string;
  body: string;
  /** '' stands for null: the date from the event settings. */
  event_date: string;
  signers: CertificateSigner[];
  background_file_id: number | null;
  logo_file_id: number | null;
}

export function toFormValues(template: CertificateTemplate): TemplateFormValues {
  return {
    title: template.title,
    body: template.body,
    event_date: template.event_date ?? '',
    signers: template.signers.map((signer) => ({ ...signer })),
    background_file_id: template.background_file_id,
    logo_file_id: template.logo_file_id,
  };
}

export function toPayload(values: TemplateFormValues): CertificateTemplatePayload {
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    event_date: values.event_date || null,
    signers: values.signers.map((signer) => ({
      name: signer.name.trim(),
      role: signer.role.trim(),
      signature_file_id: signer.signature_file_id,
    })),
    background_file_id: values.background_file_id,
    logo_file_id: values.logo_file_id,
  };
}

/** The contract's schema, the one the API checks with, run on what would be sent. */
export async function validateTemplate(
  values: TemplateFormValues,
): Promise<FormikErrors<TemplateFormValues>> {
  try {
    await validateYupSchema(toPayload(values), certificateTemplateSchema);
    return {};
  } catch (error) {
    return yupToFormErrors(error) as FormikErrors<TemplateFormValues>;
  }
}
