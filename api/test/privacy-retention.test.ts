import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

import { auditLog } from '../src/core/db/schema/audit';
import { stageSubmissions } from '../src/core/db/schema/events';
import { files } from '../src/core/db/schema/files';
import { teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import type { Harness } from './support/harness';
import { A, R, completeProfile, describeEachDb } from './support/harness';
import { TestS3 } from './support/s3';
import { setSection } from './support/settings';
import { pngOf, storedKeys, uploadSocmed } from './support/uploads';

const s3 = new TestS3();
beforeAll(() => s3.start(), 30_000);
afterAll(() => s3.stop());

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

async function proposal(h: Harness, teamId: number, ownerId: number, createdAt: Date) {
  const key = await h.app.ctx.files.save(pngOf(120));
  const id = randomUUID();
  await h.db.insert(files).values({
    id,
    ownerId,
    teamId,
    purpose: 'proposal',
    mime: 'application/pdf',
    size: 120,
    storageKey: key,
    createdAt,
  });
  await h.db
    .insert(stageSubmissions)
    .values({ teamId, stage: 1, fileId: id, submittedBy: ownerId, submittedAt: createdAt });
  return key;
}

const run = async (h: Harness, token: string) => {
  const res = await h.request('POST', `${A}/privacy/retention/run`, { token });
  expect(res.statusCode).toBe(200);
  return res.json().Data;
};

function retentionTests(h: Harness) {
  test('retention removes exactly what is past its time, once; a second run removes nothing', async () => {
    const admin = await h.admin();
    // An event that ended 200 days ago: its documents (90 days) and logs (180) are past their time.
    const end = daysAgo(200);
    const old = new Date(end.getTime() - DAY);
    const student = await h.user();
    const url = (await uploadSocmed(h, student)).json().Data.socmed_document as string;
    await h.request('POST', `${R}/profile/my`, {
      token: student.token,
      body: completeProfile({ socmed_document: url }),
    });
    const team = (await h.registerTeam(student, 'hackathon', { team_name: 'Lama' })).json().Data;
    const oldProposal = await proposal(h, team.id, student.id, old);
    await h.db.update(files).set({ createdAt: old }).where(eq(files.ownerId, student.id));
    // A file stored after the event's end (a next edition's) stays.
    const fresh = await uploadSocmed(h, await h.user());
    expect(fresh.statusCode).toBe(200);
    const freshKeys = (
      await h.db
        .select()
        .from(files)
        .where(sql`${files.createdAt} > ${end.toISOString()}`)
    ).map((f) => f.storageKey);
    const oldKeys = (await h.db.select().from(files).where(eq(files.ownerId, student.id))).map(
      (f) => f.storageKey,
    );
    expect(oldKeys).toContain(oldProposal);
    await h.db.insert(auditLog).values([
      {
        adminId: admin.id,
        action: 'x.old',
        targetType: 'user',
        targetId: '1',
        createdAt: daysAgo(190),
      },
      {
        adminId: admin.id,
        action: 'x.recent',
        targetType: 'user',
        targetId: '1',
        createdAt: daysAgo(5),
      },
    ]);
    // Sign-ups that never completed a profile: one 40 days old (erased), one 10 days old (kept).
    const stale = await h.user(null);
    const recent = await h.user(null);
    await h.db
      .update(users)
      .set({ createdAt: daysAgo(40) })
      .where(eq(users.id, stale.id));
    await h.db
      .update(users)
      .set({ createdAt: daysAgo(10) })
      .where(eq(users.id, recent.id));

    // Until the committee sets the final day, nothing of the event is removed.
    const unset = await h.request('GET', `${A}/privacy/retention`, { token: admin.token });
    expect(unset.json().Data.settings.event_end_set).toBe(false);
    const before = await run(h, admin.token);
    expect(before).toMatchObject({
      documents: 0,
      payment_proofs: 0,
      submissions: 0,
      log_entries: 0,
      accounts: 1,
    });
    await setSection(h, 'general', { final_day: isoDay(end) });
    const first = await run(h, admin.token);
    expect(first).toMatchObject({ documents: 1, payment_proofs: 1, submissions: 1, accounts: 0 });
    expect(first.log_entries).toBeGreaterThanOrEqual(1);
    const keys = await storedKeys(h);
    for (const key of oldKeys) expect(keys).not.toContain(key);
    for (const key of freshKeys) expect(keys).toContain(key);
    const [me] = await h.db.select().from(users).where(eq(users.id, student.id));
    expect(me!.socmedDocument).toBeNull();
    const [row] = await h.db.select().from(teams).where(eq(teams.id, team.id));
    expect(row).toMatchObject({ paymentFileId: null });
    expect(await h.db.select().from(stageSubmissions)).toHaveLength(0);
    const actions = (await h.db.select({ a: auditLog.action }).from(auditLog)).map((r) => r.a);
    expect(actions).not.toContain('x.old');
    expect(actions).toContain('x.recent');
    const [erased] = await h.db.select().from(users).where(eq(users.id, stale.id));
    expect(erased!.erasedAt).not.toBeNull();
    const [kept] = await h.db.select().from(users).where(eq(users.id, recent.id));
    expect(kept!.erasedAt).toBeNull();

    const second = await run(h, admin.token);
    expect(second).toMatchObject({
      documents: 0,
      payment_proofs: 0,
      submissions: 0,
      log_entries: 0,
      accounts: 0,
      exports: 0,
    });
    const overview = await h.request('GET', `${A}/privacy/retention`, { token: admin.token });
    expect(overview.json().Data.settings).toMatchObject({
      documents_days: 90,
      event_end: isoDay(end),
      event_end_set: true,
    });
    expect(overview.json().Data.runs[0]).toMatchObject({ documents: 0 });
    expect(overview.json().Data.runs[1]).toMatchObject({ documents: 1 });
    const notice = await h.request('GET', `${R}/privacy/retention`);
    expect(notice.json().Data.logs_days).toBe(180);
  });
}

describeEachDb('privacy: retention (local files)', retentionTests);
describeEachDb('privacy: retention (S3)', retentionTests, () => ({ s3: s3.config }));
