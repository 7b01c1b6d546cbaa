import { PRIVACY_MESSAGES, registrationSchema } from '@gcw/shared';
import { boolean, ref, string } from 'yup';

export const REGISTER_MESSAGES = {
  confirmationRequired: 'Ulangi kata sandi',
  confirmationMismatch: 'Konfirmasi kata sandi tidak sama',
} as const;

/**
 * The API's registration rules and messages (`@gcw/shared`), plus the confirmation. The form
 * asks for a tick instead of the notice's version: the request adds PRIVACY_NOTICE_VERSION.
 */
export const registerFormSchema = registrationSchema.omit(['consent_version']).shape({
  passwordConfirmation: string()
    .required(REGISTER_MESSAGES.confirmationRequired)
    .oneOf([ref('password')], REGISTER_MESSAGES.confirmationMismatch),
  consent: boolean()
    .required(PRIVACY_MESSAGES.consentRequired)
    .oneOf([true], PRIVACY_MESSAGES.consentRequired),
});

/** The typed fields, the ones a prerendered copy of the form can hand over by value. */
export interface RegisterTextValues {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface RegisterFormValues extends RegisterTextValues {
  consent: boolean;
}
