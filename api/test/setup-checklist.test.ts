import type { SetupChecklist, SetupItem } from '@gcw/shared/contract';
import { eq } from 'drizzle-orm';

import { mailOutbox } from '../src/core/db/schema/mail';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { clearSettings, future, setSection, setSeminar } from './support/settings';

const checklist = async (h: Harness, admin: Session): Promise<SetupChecklist> => {
  const res = await h.request('GET', `${A}/setup`, { token: admin.token });
  expect(res.statusCode).toBe(200);
  return res.json().Data;
};

const item = (list: SetupChecklist, id: string): SetupItem => {
  const found = list.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

/** Reloads the checklist as the admin page does until the test mail has left the outbox. */
async function untilTestMailDone(h: Harness, admin: Session): Promise<SetupChecklist> {
  for (let i = 0; i < 100; i += 1) {
    const list = await checklist(h, admin);
    if (item(list, 'mail.test').state !== 'waiting') return list;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the test mail never left the outbox');
}

const account = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };

describeEachDb('first-run set-up checklist', (h) => {
  afterEach(() => clearSettings(h));

  test('admins only: a visitor 401, a student 403, for the list and the test mail', async () => {
    const student = await h.user();
    for (const [method, url] of [
      ['GET', `${A}/setup`],
      ['POST', `${A}/setup/test-mail`],
    ] as const) {
      expect((await h.request(method, url)).statusCode).toBe(401);
      expect((await h.request(method, url, { token: student.token })).statusCode).toBe(403);
    }
  });

  test('a fresh install lacks the accounts, the closing times, the seminar and the test mail', async () => {
    const admin = await h.admin();
    await setSeminar(h, { fee: null });
    const list = await checklist(h, admin);
    expect(list.ready).toBe(false);
    const bank = item(list, 'hackathon.bank_account');
    expect(bank).toMatchObject({ state: 'todo', required: true });
    expect(bank.link).toBe('/admin/settings#hackathon-bank_account.bank');
    // The early-bird fee of R9.3 has no end date on a fresh install: it would never apply.
    expect(item(list, 'hackathon.fee')).toMatchObject({
      state: 'todo',
      link: '/admin/settings#hackathon-early_bird_until',
    });
    expect(item(list, 'competitive-programming.fee')).toMatchObject({
      state: 'done',
      detail: 'Rp80.000 per tim.',
    });
    expect(item(list, 'competitive-programming.registration').state).toBe('todo');
    expect(item(list, 'seminar.schedule').link).toBe('/admin/settings#seminar-starts_at');
    expect(item(list, 'seminar.fee').state).toBe('todo');
    // Without SMTP_URL mail is stored, not sent: said plainly, but it does not block the event.
    const delivery = item(list, 'mail.delivery');
    expect(delivery).toMatchObject({ state: 'todo', required: false, link: '/admin/mails' });
    expect(delivery.detail).toContain('e-mail hanya disimpan di server');
    expect(delivery.detail).toContain(`Tautan di e-mail mengarah ke ${h.config.appOrigin}.`);
    expect(item(list, 'mail.test').state).toBe('todo');
  });

  test('the saved settings and a test mail complete it; the test mail is audited', async () => {
    const admin = await h.admin();
    const closes = future(24 * 30);
    for (const type of ['hackathon', 'competitive-programming'] as const)
      await setSection(h, type, {
        bank_account: account,
        early_bird_fee: null,
        registration: { opens_at: null, closes_at: closes },
      });
    await setSeminar(h, {
      fee: 25_000,
      starts_at: future(24 * 40),
      venue: 'Aula Utama',
      registration: { opens_at: null, closes_at: closes },
    });
    let list = await checklist(h, admin);
    // A paid seminar needs its own account.
    expect(item(list, 'seminar.bank_account').state).toBe('todo');
    expect(item(list, 'hackathon.bank_account')).toMatchObject({
      state: 'done',
      detail: 'BNI 0123456789 a.n. Panitia GCW',
    });
    expect(item(list, 'seminar.fee').detail).toBe('Rp25.000 per peserta.');
    expect(item(list, 'seminar.schedule').state).toBe('done');

    await setSeminar(h, {
      fee: 0,
      starts_at: future(24 * 40),
      venue: 'Aula Utama',
      registration: { opens_at: null, closes_at: closes },
    });
    list = await checklist(h, admin);
    expect(list.items.some((i) => i.id === 'seminar.bank_account')).toBe(false);
    expect(list.ready).toBe(false);

    const sent = await h.request('POST', `${A}/setup/test-mail`, { token: admin.token });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().Data.message).toContain(admin.email);
    list = await untilTestMailDone(h, admin);
    expect(item(list, 'mail.test')).toMatchObject({ state: 'done' });
    expect(item(list, 'mail.test').detail).toContain(`Disimpan di server untuk ${admin.email}`);
    expect(list.ready).toBe(true);

    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'setup_test'));
    expect(mail).toMatchObject({ recipient: admin.email, userId: admin.id });
    expect(mail!.text).toContain(`${h.config.appOrigin}/admin/overview`);
    const audit = await h.request('GET', `${A}/audit-log?action=setup.test_mail`, {
      token: admin.token,
    });
    expect(audit.json().Data.items).toEqual([
      expect.objectContaining({ admin_id: admin.id, detail: { to: admin.email } }),
    ]);
  });
});

describeEachDb('payment reference', (h) => {
  test("a team's proof carries its payer's reference, for the team and for finance", async () => {
    const admin = await h.admin();
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const reference = `HCK-${String(leader.id).padStart(4, '0')}`;
    expect(team.payment_reference).toBe(reference);
    const listed = await h.request('GET', `${A}/teams/hackathon`, { token: admin.token });
    expect(listed.json().Data.items).toEqual([
      expect.objectContaining({ id: team.id, payment_reference: reference }),
    ]);
    const cpLeader = await h.user();
    const cp = (await h.registerTeam(cpLeader, 'competitive-programming')).json().Data;
    expect(cp.payment_reference).toBe(`CP-${String(cpLeader.id).padStart(4, '0')}`);
    const detail = await h.request('GET', `${R}/team/${cp.id}`, { token: cpLeader.token });
    expect(detail.json().Data.payment_reference).toBe(cp.payment_reference);
  });
});
