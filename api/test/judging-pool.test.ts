import type { Session } from './support/harness';
import { describeEachDb } from './support/harness';
import { J, makeJudge, makeManager } from './support/judging';

const C = '/api/v1/admin/committee';

/**
 * Who is in the judges' pool: whoever may score the Hackathon. Scoring is a duty given by the
 * Juri role, not a power of the Ketua panitia: a ketua in the pool would be handed teams by the
 * automatic assignment that nobody scores (the rehearsal's finding).
 */
describeEachDb('judging: the judges pool', (h) => {
  let manager: Session;
  let ketua: Session;
  let roles: { id: number; key: string | null }[];

  beforeAll(async () => {
    manager = await makeManager(h);
    ketua = await h.admin();
    roles = (await h.request('GET', `${C}/roles`, { token: ketua.token })).json().Data;
  });

  const pool = async (): Promise<number[]> =>
    (await h.request('GET', `${J}/judges`, { token: manager.token }))
      .json()
      .Data.map((j: { user_id: number }) => j.user_id);
  const roleId = (key: string) => roles.find((r) => r.key === key)!.id;

  test('the Ketua panitia is not a judge until also given the Juri role', async () => {
    const judge = await makeJudge(h, null);
    expect(await pool()).toContain(judge.id);
    expect(await pool()).not.toContain(ketua.id);
    const mine = await h.request('GET', `${J}/proposal/my-teams`, { token: ketua.token });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().Message).toEqual(expect.any(String));

    const both = await h.request('PUT', `${C}/members/${ketua.id}/roles`, {
      token: ketua.token,
      body: { role_ids: [roleId('ketua'), roleId('juri')] },
    });
    expect(both.statusCode).toBe(200);
    expect(await pool()).toContain(ketua.id);
    await h.request('PUT', `${C}/members/${ketua.id}/roles`, {
      token: ketua.token,
      body: { role_ids: [roleId('ketua')] },
    });
    expect(await pool()).not.toContain(ketua.id);
  });
});
