import { randomUUID } from 'node:crypto';

import { recordAudit } from '../../core/audit/record-audit';
import type { AppContext } from '../../core/context';
import type { UserRow } from '../../core/db/schema/users';
import { renderMail } from '../../core/mail/layout';
import { queueMail } from '../../core/mail/outbox';
import { TEST_MAIL_TEMPLATE } from './mail-items';

/**
 * A test mail to the signed-in admin through the real outbox (the worker sends or stores it
 * like any other), audited. Each click is a new mail: the key carries a fresh id.
 */
export async function sendTestMail(ctx: AppContext, admin: UserRow): Promise<string> {
  const { eventName, appOrigin } = ctx.config;
  const content = renderMail({
    eventName,
    subject: `E-mail uji ${eventName}`,
    greetingName: admin.name,
    paragraphs: [
      `Ini e-mail uji dari daftar persiapan acara ${eventName}. Jika e-mail ini sampai di kotak masuk Anda, e-mail untuk peserta juga sampai.`,
      'Tombol di bawah membuka halaman persiapan acara: periksa bahwa alamatnya benar, karena tautan verifikasi dan pengumuman untuk peserta memakai alamat yang sama.',
    ],
    action: { label: 'Buka persiapan acara', url: `${appOrigin}/admin/overview` },
  });
  await ctx.db.transaction(async (tx) => {
    await queueMail(ctx, tx, {
      userId: admin.id,
      to: admin.email,
      toName: admin.name,
      template: TEST_MAIL_TEMPLATE,
      key: `${TEST_MAIL_TEMPLATE}:${admin.id}:${randomUUID()}`,
      content,
    });
    await recordAudit(
      tx,
      admin.id,
      'setup.test_mail',
      { type: 'user', id: admin.id },
      {
        to: admin.email,
      },
    );
  });
  return admin.email;
}
