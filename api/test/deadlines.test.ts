import { eq } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { teams } from '../src/core/db/schema/teams';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { multipart, PDF, PNG } from './support/multipart';
import { clearSettings, future, past, setSection } from './support/settings';

const closed = () => ({ opens_at: null, closes_at: past(1) });
const notYet = () => ({ opens_at: future(24), closes_at: null });

async function hackathonTeam(h: Harness): Promise<{ leader: Session; id: number; code: string }> {
  const leader = await h.user();
  const res = await h.registerTeam(leader, 'hackathon');
  expect(res.statusCode).toBe(201);
  return { leader, id: res.json().Data.id, code: res.json().Data.join_code };
}

function uploadProof(h: Harness, who: Session) {
  const form = multipart(
    {},
    { field: 'bukti_pembayaran', name: 'p.png', type: 'image/png', bytes: PNG },
  );
  return h.request('POST', `${R}/team/payment`, { token: who.token, ...form });
}

function uploadProposal(h: Harness, who: Session) {
  const form = multipart(
    {},
    { field: 'proposal', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
  );
  return h.request('POST', `${R}/team/submission/stage-1`, { token: who.token, ...form });
}

describeEachDb('deadlines enforced by the server', (h) => {
  afterEach(() => clearSettings(h));

  test('registering a team before the window opens or after it closes is refused in WIB', async () => {
    await setSection(h, 'hackathon', { registration: notYet() });
    const early = await h.registerTeam(await h.user(), 'hackathon');
    expect(early.statusCode).toBe(403);
    expect(early.json().Message).toMatch(/^Pendaftaran Hackathon baru dibuka pada .+ WIB\.$/);
    expect(early.json().Reason).toBe('window-not-open');
    await setSection(h, 'hackathon', {
      registration: { opens_at: null, closes_at: '2026-01-10T10:00:00.000Z' },
    });
    const late = await h.registerTeam(await h.user(), 'hackathon');
    expect(late.statusCode).toBe(403);
    expect(late.json().Message).toBe(
      'Pendaftaran Hackathon sudah ditutup pada 10 Januari 2026 pukul 17.00 WIB.',
    );
    // The other competition's window is its own.
    expect((await h.registerTeam(await h.user(), 'competitive-programming')).statusCode).toBe(201);
  });

  test('joining and replacing the proof after registration closed are refused, unless extended for that team', async () => {
    const one = await hackathonTeam(h);
    const two = await hackathonTeam(h);
    await setSection(h, 'hackathon', { registration: closed() });
    const joiner = await h.user();
    const join = await h.request('POST', `${R}/team/registration/join/${one.code}`, {
      token: joiner.token,
    });
    expect(join.statusCode).toBe(403);
    expect(join.json().Message).toMatch(/sudah ditutup pada/);
    expect((await uploadProof(h, one.leader)).statusCode).toBe(403);

    const admin = await h.admin();
    const until = future(2);
    const extended = await h.request('PUT', `${A}/teams/${one.id}/deadline-extensions`, {
      token: admin.token,
      body: { window: 'registration', until },
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().Data).toEqual([{ team_id: one.id, window: 'registration', until }]);
    expect((await uploadProof(h, one.leader)).statusCode).toBe(200);
    const joined = await h.request('POST', `${R}/team/registration/join/${one.code}`, {
      token: joiner.token,
    });
    expect(joined.statusCode).toBe(200);
    // Only that team: the other stays closed.
    expect((await uploadProof(h, two.leader)).statusCode).toBe(403);
    const mine = await h.request('GET', `${R}/settings/my-extensions`, { token: one.leader.token });
    expect(mine.json().Data).toHaveLength(1);

    const [entry] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'team.deadline.extend'));
    expect(entry).toMatchObject({ adminId: admin.id, targetId: String(one.id) });
    expect(entry!.detail).toEqual({ window: 'registration', old: null, new: until });
  });

  test('an extension in the past or for an unknown window is refused', async () => {
    const { id } = await hackathonTeam(h);
    const admin = await h.admin();
    const inPast = await h.request('PUT', `${A}/teams/${id}/deadline-extensions`, {
      token: admin.token,
      body: { window: 'stage_1', until: past(1) },
    });
    expect(inPast.statusCode).toBe(400);
    expect(inPast.json().Errors.until).toBe('Batas waktu baru tidak boleh di masa lalu');
    const unknown = await h.request('PUT', `${A}/teams/${id}/deadline-extensions`, {
      token: admin.token,
      body: { window: 'final', until: future(1) },
    });
    expect(unknown.statusCode).toBe(400);
  });

  test('admins still act after the deadline: a payment verified and a stage set', async () => {
    const { id } = await hackathonTeam(h);
    await setSection(h, 'hackathon', { registration: closed(), stage_1: closed() });
    const admin = await h.admin();
    const verify = await h.verifyPayment(admin, id);
    expect(verify.statusCode).toBe(200);
    const stage = await h.request('POST', `${A}/teams/${id}/status`, {
      token: admin.token,
      body: { status: 'Stage-1' },
    });
    expect(stage.statusCode).toBe(200);
  });

  test('a stage submission after its deadline is refused; before it, accepted', async () => {
    const team = await hackathonTeam(h);
    await h.db.update(teams).set({ status: 'Stage-1' }).where(eq(teams.id, team.id));
    await setSection(h, 'hackathon', { stage_1: { opens_at: past(48), closes_at: future(1) } });
    expect((await uploadProposal(h, team.leader)).statusCode).toBe(200);
    await setSection(h, 'hackathon', { stage_1: closed() });
    const late = await uploadProposal(h, team.leader);
    expect(late.statusCode).toBe(403);
    expect(late.json().Message).toMatch(
      /^Pengumpulan proposal Tahap 1 Hackathon sudah ditutup pada .+ WIB\.$/,
    );
  });

  test('seminar registration: refused outside its window and when the seats are taken', async () => {
    await setSection(h, 'seminar', { registration: closed() });
    const late = await h.request('POST', `${R}/seminar/registration`, {
      token: (await h.user()).token,
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().Message).toMatch(/^Pendaftaran Seminar sudah ditutup pada/);
    await setSection(h, 'seminar', { capacity: 1 });
    const results = await Promise.all(
      [await h.user(), await h.user()].map((s) =>
        h.request('POST', `${R}/seminar/registration`, { token: s.token }),
      ),
    );
    // No seat was taken before in this file's database: exactly one of the two gets it.
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.json().Message === 'Kursi seminar sudah penuh')).toHaveLength(1);
  });

  test('the admin limit of team size caps joining below the event maximum', async () => {
    const team = await hackathonTeam(h);
    await setSection(h, 'hackathon', { team_size: { min: 1, max: 2 } });
    const second = await h.request('POST', `${R}/team/registration/join/${team.code}`, {
      token: (await h.user()).token,
    });
    expect(second.statusCode).toBe(200);
    const third = await h.request('POST', `${R}/team/registration/join/${team.code}`, {
      token: (await h.user()).token,
    });
    expect(third.statusCode).toBe(409);
  });
});
