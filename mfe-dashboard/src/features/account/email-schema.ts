import { changeEmailSchema as changeEmailPayload, newEmailField } from '@gcw/shared';

export const EMAIL_MESSAGES = {
  sameEmail: 'Alamat ini sudah menjadi email akun Anda',
} as const;

/** The API's rules (`@gcw/shared`) for a new, different address; the password is checked by the API. */
export function changeEmailSchema(currentEmail: string) {
  return changeEmailPayload.shape({
    new_email: newEmailField()
      .label('Email baru')
      .test(
        'different',
        EMAIL_MESSAGES.sameEmail,
        (value) => value?.toLowerCase() !== currentEmail.toLowerCase(),
      ),
  });
}
