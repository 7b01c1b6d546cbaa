import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

import type { AppConfig } from '../config';

export interface OutgoingMail {
  id: number;
  from: string;
  to: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer; every wait is bounded so a hanging server only delays a retry. */
function smtpTransport(config: AppConfig, url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
    dnsTimeout: config.smtpTimeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ ...mail, messageId: mail.messageId });
    },
    close: () => transporter.close(),
  };
}

/**
 * No SMTP_URL: the raw message nodemailer would have sent is written to DATA_DIR/outbox/<id>.eml
 * (temporary file, then rename, so a reader never sees half a mail).
 */
function fileTransport(config: AppConfig): MailTransport {
  const dir = path.join(config.dataDir, 'outbox');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'file',
    async send(mail) {
      const info = await transporter.sendMail({ ...mail, messageId: mail.messageId });
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

export function createTransport(config: AppConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config, config.smtpUrl) : fileTransport(config);
}
