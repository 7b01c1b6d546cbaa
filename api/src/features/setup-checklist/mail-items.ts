import { SETUP_TEST_MAIL_ITEM } from '@gcw/shared/contract';
import type { SetupItem } from '@gcw/shared/contract';
import { desc, eq } from 'drizzle-orm';

import type { AppContext } from '../../core/context';
import { mailOutbox } from '../../core/db/schema/mail';
import { wib } from '../../domain/settings/messages';

export const TEST_MAIL_TEMPLATE = 'setup_test';
const OUTBOX = '/admin/mails';

function deliveryItem(ctx: AppContext): SetupItem {
  const links = `Tautan di e-mail mengarah ke ${ctx.config.appOrigin}.`;
  const base = { id: 'mail.delivery', label: 'Pengiriman e-mail', link: OUTBOX };
  if (ctx.mail.kind === 'smtp')
    return { ...base, state: 'done', required: true, detail: `Lewat server SMTP. ${links}` };
  // Advice, not a blocker: an event can run on stored mail with the Outbox (ADR 0009, amendment).
  return {
    ...base,
    state: 'todo',
    required: false,
    detail: `SMTP_URL belum diatur: e-mail hanya disimpan di server, tidak dikirim ke peserta. Buka e-mail di Kotak keluar atau verifikasi e-mail peserta secara manual. ${links}`,
  };
}

/** The last test mail, whoever sent it: done once the transport took it. */
async function testMailItem(ctx: AppContext): Promise<SetupItem> {
  const base = {
    id: SETUP_TEST_MAIL_ITEM,
    label: 'E-mail uji',
    required: true,
    link: OUTBOX,
  };
  const [last] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.template, TEST_MAIL_TEMPLATE))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!last)
    return {
      ...base,
      state: 'todo',
      detail: 'Belum pernah dikirim. Kirim e-mail uji ke alamat Anda sendiri.',
    };
  const to = last.recipient;
  if (last.state === 'pending')
    return { ...base, state: 'waiting', detail: `Sedang dikirim ke ${to}…` };
  if (last.state === 'failed')
    return {
      ...base,
      state: 'todo',
      detail: `Gagal dikirim ke ${to}. Periksa SMTP_URL, lalu kirim lagi.`,
    };
  const at = wib(last.sentAt ?? last.createdAt);
  const how = ctx.mail.kind === 'smtp' ? 'Diterima server SMTP' : 'Disimpan di server';
  return { ...base, state: 'done', detail: `${how} untuk ${to} pada ${at}.` };
}

export async function mailItems(ctx: AppContext): Promise<SetupItem[]> {
  return [deliveryItem(ctx), await testMailItem(ctx)];
}
