import { renderMail } from '../../core/mail/layout';
import type { MailContent } from '../../core/mail/layout';

/** Account mails (never optional). Subjects carry no token and no user text but the event name. */
export interface AccountMailInput {
  eventName: string;
  name: string;
  url: string;
  minutes: number;
}

export function passwordResetMail(input: AccountMailInput): MailContent {
  return renderMail({
    eventName: input.eventName,
    subject: `Atur ulang kata sandi akun ${input.eventName}`,
    greetingName: input.name,
    paragraphs: [
      `Kami menerima permintaan untuk mengatur ulang kata sandi akun ${input.eventName} Anda.`,
      `Tautan berikut berlaku ${input.minutes} menit dan hanya dapat dipakai sekali. Setelah kata sandi diganti, semua sesi masuk Anda yang lain akan diakhiri.`,
    ],
    action: { label: 'Atur ulang kata sandi', url: input.url },
    footnote: 'Jika Anda tidak meminta ini, abaikan e-mail ini: kata sandi Anda tidak berubah.',
  });
}

export function emailVerificationMail(input: AccountMailInput): MailContent {
  return renderMail({
    eventName: input.eventName,
    subject: `Verifikasi alamat e-mail Anda untuk ${input.eventName}`,
    greetingName: input.name,
    paragraphs: [
      `Terima kasih telah mendaftar di ${input.eventName}. Verifikasi alamat e-mail ini agar Anda dapat mendaftarkan tim, bergabung dengan tim, atau mengambil kursi seminar.`,
      `Tautan berikut berlaku ${Math.round(input.minutes / 60)} jam dan hanya dapat dipakai sekali.`,
    ],
    action: { label: 'Verifikasi e-mail', url: input.url },
    footnote: 'Jika Anda tidak membuat akun ini, abaikan e-mail ini.',
  });
}

export function emailChangeMail(input: AccountMailInput & { newEmail: string }): MailContent {
  return renderMail({
    eventName: input.eventName,
    subject: `Konfirmasi alamat e-mail baru untuk ${input.eventName}`,
    greetingName: input.name,
    paragraphs: [
      `Anda meminta untuk mengganti alamat e-mail akun ${input.eventName} Anda menjadi ${input.newEmail}.`,
      `Alamat lama tetap dipakai sampai Anda membuka tautan berikut (berlaku ${Math.round(input.minutes / 60)} jam, sekali pakai).`,
    ],
    action: { label: 'Konfirmasi alamat baru', url: input.url },
    footnote: 'Jika Anda tidak meminta penggantian ini, abaikan e-mail ini.',
  });
}

/** A notification's mail (an announcement, a team change): what the bell says, with a link. */
export interface NoticeMailInput {
  eventName: string;
  name: string;
  title: string;
  body: string;
  /** The page it is about, absolute; null when there is none to open. */
  url: string | null;
}

export function noticeMail(input: NoticeMailInput): MailContent {
  return renderMail({
    eventName: input.eventName,
    subject: `${input.title} - ${input.eventName}`,
    greetingName: input.name,
    paragraphs: [input.body],
    action: input.url ? { label: 'Buka dasbor', url: input.url } : null,
    footnote: 'E-mail pemberitahuan dapat diatur di halaman profil Anda.',
  });
}
