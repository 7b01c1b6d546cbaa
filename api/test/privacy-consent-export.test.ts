import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';

import type { Harness, Session } from './support/harness';
import { CONSENT, R, describeEachDb, uniqueEmail } from './support/harness';
import { uploadSocmed } from './support/uploads';

async function readyExport(h: Harness, who: Session) {
  for (;;) {
    const list = await h.request('GET', `${R}/privacy/exports`, { token: who.token });
    const latest = list.json().Data[0];
    if (latest.status !== 'pending') return latest;
    // The worker was woken by the request; a round takes one transaction.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeEachDb('privacy: consent to the notice and the archive of one’s own data', (h) => {
  test('registration needs the current notice version; the consent is recorded with its time', async () => {
    const body = { name: 'Rina', email: uniqueEmail(), password: 'password123' };
    const none = await h.request('POST', `${R}/auth/registration`, { body });
    expect(none.statusCode).toBe(400);
    expect(none.json().Message).toBe(PRIVACY_MESSAGES.consentRequired);
    const stale = await h.request('POST', `${R}/auth/registration`, {
      body: { ...body, consent_version: '2020-01-01' },
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().Message).toBe(PRIVACY_MESSAGES.consentOutdated);
    const made = await h.request('POST', `${R}/auth/registration`, {
      body: { ...body, consent_version: CONSENT },
    });
    expect(made.statusCode).toBe(201);
    const status = await h.request('GET', `${R}/privacy/consent`, {
      token: made.json().Data.access_token,
    });
    expect(status.json().Data).toMatchObject({
      version: PRIVACY_NOTICE_VERSION,
      accepted_version: PRIVACY_NOTICE_VERSION,
      current: true,
    });
    expect(Date.parse(status.json().Data.accepted_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('an account without consent is asked, and agreeing records it', async () => {
    const me = await h.user();
    await h.db.execute(sql`delete from privacy_consents where user_id = ${me.id}`);
    const before = await h.request('GET', `${R}/privacy/consent`, { token: me.token });
    expect(before.json().Data).toMatchObject({ accepted_version: null, current: false });
    const wrong = await h.request('POST', `${R}/privacy/consent`, {
      token: me.token,
      body: { version: 'lama' },
    });
    expect(wrong.statusCode).toBe(400);
    const agreed = await h.request('POST', `${R}/privacy/consent`, {
      token: me.token,
      body: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.json().Data.current).toBe(true);
    expect((await h.request('GET', `${R}/privacy/consent`)).statusCode).toBe(401);
  });

  test('the archive holds the student’s data and files and no one else’s; only they download it', async () => {
    const me = await h.user({ name: 'Dewi Lestari', phone: '081299990001' });
    const other = await h.user({ name: 'Orang Lain', phone: '081299990002' });
    expect((await uploadSocmed(h, me)).statusCode).toBe(200);
    expect((await uploadSocmed(h, other)).statusCode).toBe(200);
    const team = await h.registerTeam(me, 'hackathon', { team_name: 'Arsip' });
    expect(team.statusCode).toBe(201);

    const asked = await h.request('POST', `${R}/privacy/exports`, { token: me.token });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().Data.status).toBe('pending');
    const ready = await readyExport(h, me);
    expect(ready).toMatchObject({ status: 'ready', file_count: 2 });
    expect(Date.parse(ready.expires_at) - Date.parse(ready.ready_at)).toBe(60 * 60_000);

    const url = `${R}/privacy/exports/${ready.id}/archive`;
    expect((await h.request('GET', url, { token: other.token })).statusCode).toBe(404);
    const download = await h.request('GET', url, { token: me.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(zip);
    expect(names.filter((n) => n.startsWith('berkas/'))).toHaveLength(2);
    const json = Buffer.from(zip['data-saya.json']!).toString('utf8');
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({
      email: me.email,
      name: 'Dewi Lestari',
      has_password: true,
    });
    expect(data.account.passwordHash).toBeUndefined();
    expect(data.team).toMatchObject({ teamName: 'Arsip', my_role: 'leader' });
    expect(data.consents).toHaveLength(1);
    expect(json).not.toContain(other.email);
    expect(json).not.toContain('Orang Lain');
    expect(json).not.toContain('081299990002');

    const audit = await h.db.execute(
      sql`select action from audit_log where target_type = 'user' and target_id = ${String(me.id)}`,
    );
    expect(audit.rows.map((r) => (r as { action: string }).action)).toContain('privacy.export');
  });

  test('one archive at a time, three a day; bad ids are 400 and unknown ones 404', async () => {
    const me = await h.user();
    expect((await h.request('POST', `${R}/privacy/exports`, { token: me.token })).statusCode).toBe(
      202,
    );
    const twice = await h.request('POST', `${R}/privacy/exports`, { token: me.token });
    expect([202, 409]).toContain(twice.statusCode);
    if (twice.statusCode === 409) expect(twice.json().Message).toBe(PRIVACY_MESSAGES.exportPending);
    let accepted = twice.statusCode === 202 ? 2 : 1;
    while (accepted < 3) {
      await readyExport(h, me);
      const res = await h.request('POST', `${R}/privacy/exports`, { token: me.token });
      if (res.statusCode === 202) accepted += 1;
    }
    await readyExport(h, me);
    const fourth = await h.request('POST', `${R}/privacy/exports`, { token: me.token });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().Message).toMatch(/menit/);
    for (const bad of ['abc', '1.5', '99999999999', '0'])
      expect(
        (await h.request('GET', `${R}/privacy/exports/${bad}/archive`, { token: me.token }))
          .statusCode,
      ).toBe(400);
    expect(
      (await h.request('GET', `${R}/privacy/exports/2147483647/archive`, { token: me.token }))
        .statusCode,
    ).toBe(404);
  });
});
