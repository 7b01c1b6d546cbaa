import { ERASURE_CONFIRM_WORD, MESSAGES, PRIVACY_MESSAGES } from '@gcw/shared/contract';
import { eq, sql } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { files } from '../src/core/db/schema/files';
import { teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import type { Harness } from './support/harness';
import { A, R, describeEachDb } from './support/harness';
import { TestS3 } from './support/s3';
import { storedKeys, uploadSocmed } from './support/uploads';

const s3 = new TestS3();
beforeAll(() => s3.start(), 30_000);
afterAll(() => s3.stop());

const erase = (h: Harness, token: string, body: object) =>
  h.request('POST', `${R}/privacy/erasure`, { token, body });

function erasureTests(h: Harness) {
  test('a leader erases their account: the team is handed over, files and sign-in are gone, the audit keeps a pseudonym', async () => {
    const leader = await h.user({ name: 'Bayu Saputra', phone: '081377770001', nim: '1999000111' });
    const member = await h.user({ name: 'Citra Anggun' });
    expect((await uploadSocmed(h, leader)).statusCode).toBe(200);
    const created = await h.registerTeam(leader, 'hackathon', { team_name: 'Penerus' });
    const team = created.json().Data;
    const joined = await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: member.token,
    });
    expect(joined.statusCode).toBe(200);
    const admin = await h.admin();
    expect((await h.verifyPayment(admin, team.id)).statusCode).toBe(200);
    const teamId = team.id as number;
    // An admin action about the leader whose detail names them.
    await h.db.insert(auditLog).values({
      adminId: admin.id,
      action: 'user.verify',
      targetType: 'user',
      targetId: String(leader.id),
      detail: { name: 'Bayu Saputra', note: 'cek Bayu Saputra' },
    });

    const preview = await h.request('GET', `${R}/privacy/erasure`, { token: leader.token });
    expect(preview.json().Data).toMatchObject({
      teams: [{ team_id: teamId, outcome: 'handover', new_leader_name: 'Citra Anggun' }],
      payments_kept: 1,
      has_password: true,
      blocked: null,
    });
    const ownKeys = (await h.db.select().from(files).where(eq(files.ownerId, leader.id))).map(
      (f) => f.storageKey,
    );
    expect(ownKeys).toHaveLength(2);

    const noWord = await erase(h, leader.token, { confirm: 'ya', password: 'password123' });
    expect(noWord.statusCode).toBe(400);
    expect(noWord.json().Message).toBe(PRIVACY_MESSAGES.erasureConfirm);
    const wrong = await erase(h, leader.token, {
      confirm: ERASURE_CONFIRM_WORD,
      password: 'salah-salah',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Message).toBe(PRIVACY_MESSAGES.erasurePassword);
    const done = await erase(h, leader.token, {
      confirm: ERASURE_CONFIRM_WORD,
      password: 'password123',
    });
    expect(done.statusCode).toBe(200);
    const result = done.json().Data;
    expect(result).toMatchObject({ teams_handed_over: 1, teams_dissolved: 0, files_removed: 1 });

    // Signed out everywhere and unable to sign in again.
    expect((await h.request('GET', `${R}/profile/my`, { token: leader.token })).statusCode).toBe(
      401,
    );
    const login = await h.request('POST', `${R}/auth/login`, {
      body: { email: leader.email, password: 'password123' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().Message).toBe(MESSAGES.invalidCredentials);
    // The socmed proof is gone from the store; the team's payment proof stays with the team.
    const keys = await storedKeys(h);
    const [row] = await h.db.select().from(teams).where(eq(teams.id, teamId));
    expect(row).toMatchObject({ leaderId: member.id, memberCount: 1, paymentStatus: 'verified' });
    const [proof] = await h.db.select().from(files).where(eq(files.id, row!.paymentFileId!));
    expect(proof!.ownerId).toBe(member.id);
    expect(keys).toContain(proof!.storageKey);
    for (const key of ownKeys.filter((k) => k !== proof!.storageKey))
      expect(keys).not.toContain(key);
    // The tombstone holds no personal field.
    const [tomb] = await h.db.select().from(users).where(eq(users.id, leader.id));
    expect(tomb).toMatchObject({
      name: `Akun dihapus ${result.pseudonym}`,
      phone: null,
      nim: null,
      birthDate: null,
      institusi: null,
      socmedDocument: null,
      passwordHash: null,
    });
    expect(tomb!.email).toMatch(/@akun-dihapus\.invalid$/);
    const text = JSON.stringify(
      await h.db.execute(sql`select * from audit_log where detail::text ilike ${'%Bayu%'}`),
    );
    expect(text).not.toContain('Bayu Saputra');
    const trace = await h.db.select().from(auditLog).where(eq(auditLog.action, 'account.erase'));
    expect(trace.at(-1)!.detail).toMatchObject({ by: 'self', pseudonym: result.pseudonym });
    // The member was told without the name.
    const bell = await h.request('GET', `${R}/notifications`, { token: member.token });
    expect(JSON.stringify(bell.json().Data.items)).not.toContain('Bayu');
    // Nothing outside the kept records names the person: every row of every table, as text.
    const tables = await h.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const personal = [leader.email, 'Bayu Saputra', '81377770001', '1999000111'];
    for (const { table_name: table } of tables.rows as { table_name: string }[]) {
      const rows = await h.db.execute(
        sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t`,
      );
      const found = (rows.rows as { j: string }[]).filter((r) =>
        personal.some((value) => r.j.includes(value)),
      );
      expect([table, found]).toEqual([table, []]);
    }
    // The team's rules still hold: the new leader manages it.
    const detail = await h.request('GET', `${R}/team/${teamId}`, { token: member.token });
    expect(detail.statusCode).toBe(200);
  });

  test('the last member’s team is dissolved; a committee member cannot erase here', async () => {
    const alone = await h.user();
    const created = await h.registerTeam(alone, 'competitive-programming', {
      team_name: 'Sendiri',
    });
    const teamId = created.json().Data.id as number;
    const done = await erase(h, alone.token, { confirm: 'HAPUS', password: 'password123' });
    expect(done.json().Data).toMatchObject({ teams_dissolved: 1, files_removed: 1 });
    expect(await h.db.select().from(teams).where(eq(teams.id, teamId))).toHaveLength(0);
    const admin = await h.admin();
    const refused = await erase(h, admin.token, {
      confirm: 'HAPUS',
      password: 'admin-password-123',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(PRIVACY_MESSAGES.erasureCommittee);
  });

  test('the committee processes a request made by mail, audited with its reason', async () => {
    const student = await h.user();
    const admin = await h.admin();
    const body = {
      email: 'tidak-ada@contoh.id',
      reason: 'Permintaan lewat surel, identitas dicek KTM',
    };
    const unknown = await h.request('POST', `${A}/privacy/erasures`, { token: admin.token, body });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toBe(PRIVACY_MESSAGES.adminErasureUnknown);
    const short = await h.request('POST', `${A}/privacy/erasures`, {
      token: admin.token,
      body: { email: student.email, reason: 'ya' },
    });
    expect(short.statusCode).toBe(400);
    const forbidden = await h.request('POST', `${A}/privacy/erasures`, {
      token: student.token,
      body: { ...body, email: student.email },
    });
    expect(forbidden.statusCode).toBe(403);
    const done = await h.request('POST', `${A}/privacy/erasures`, {
      token: admin.token,
      body: { ...body, email: student.email.toUpperCase() },
    });
    expect(done.statusCode).toBe(200);
    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'account.erase' and ${auditLog.targetId} = ${String(student.id)}`,
      );
    expect(entry).toMatchObject({
      adminId: admin.id,
      detail: { by: 'admin', reason: body.reason },
    });
    const again = await h.request('POST', `${A}/privacy/erasures`, {
      token: admin.token,
      body: { ...body, email: student.email },
    });
    expect(again.statusCode).toBe(404);
  });
}

describeEachDb('privacy: erasure (local files)', erasureTests);
describeEachDb('privacy: erasure (S3)', erasureTests, () => ({ s3: s3.config }));
