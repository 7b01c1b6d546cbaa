import { renderMail } from '../../core/mail/layout';
import type { MailContent } from '../../core/mail/layout';

export interface InviteMailInput {
  eventName: string;
  name: string;
  inviter: string;
  roles: string[];
  url: string;
  days: number;
}

/** The committee invite: who asked, which roles, and the link that sets the password. */
export function committeeInviteMail(input: InviteMailInput): MailContent {
  return renderMail({
    eventName: input.eventName,
    subject: `Undangan panitia ${input.eventName}`,
    greetingName: input.name,
    paragraphs: [
      `${input.inviter} mengundang Anda menjadi panitia ${input.eventName} dengan peran: ${input.roles.join(', ')}.`,
      `Buat kata sandi akun panitia Anda lewat tautan berikut. Tautan berlaku ${input.days} hari dan hanya dapat dipakai sekali.`,
    ],
    action: { label: 'Buat kata sandi', url: input.url },
    footnote: 'Jika Anda tidak mengenal undangan ini, abaikan e-mail ini: akun tidak akan aktif.',
  });
}
