import type { Session } from './support/harness';
import { describeEachDb } from './support/harness';
import {
  assign,
  J,
  makeInstitution,
  makeJudge,
  makeManager,
  makeTeam,
  putRubric,
  RUBRIC,
} from './support/judging';

interface Row {
  team_id: number;
  institution_id: number | null;
  judges: { judge_id: number }[];
  conflicts: { judge_id: number }[];
}

describeEachDb('judging: who judges which team', (h) => {
  let manager: Session;
  let instA: number;
  let instB: number;
  let instC: number;
  const judges: Record<string, Session & { inst: number | null }> = {};

  beforeAll(async () => {
    manager = await makeManager(h);
    [instA, instB, instC] = [
      await makeInstitution(h),
      await makeInstitution(h),
      await makeInstitution(h),
    ];
    for (const [key, inst] of [
      ['a1', instA],
      ['a2', instA],
      ['b', instB],
      ['c', instC],
      ['n', null],
    ] as const)
      judges[key] = { ...(await makeJudge(h, inst)), inst };
  });

  const rows = async (stage: string): Promise<Row[]> =>
    (await h.request('GET', `${J}/${stage}/assignments`, { token: manager.token })).json().Data;

  test('automatic: N judges per team, balanced, never the own institution nor a declared conflict', async () => {
    const teams = [
      await makeTeam(h, instA),
      await makeTeam(h, instA),
      await makeTeam(h, instA),
      await makeTeam(h, instB),
      await makeTeam(h, instB),
      await makeTeam(h, instC),
    ];
    expect((await putRubric(h, manager, 'proposal', 2)).statusCode).toBe(200);
    // A judge declares a conflict for themself; not for someone else.
    const own = await h.request('POST', `${J}/conflicts`, {
      token: judges.b!.token,
      body: { team_id: teams[0]!.id, judge_id: judges.b!.id, reason: 'Mantan pembimbing tim' },
    });
    expect(own.statusCode).toBe(200);
    const forOther = await h.request('POST', `${J}/conflicts`, {
      token: judges.b!.token,
      body: { team_id: teams[1]!.id, judge_id: judges.c!.id },
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().Message).toBe(
      'Juri hanya dapat menyatakan konflik kepentingan untuk dirinya sendiri.',
    );

    const auto = await h.request('POST', `${J}/proposal/assignments/auto`, {
      token: manager.token,
      body: { replace: false },
    });
    expect(auto.statusCode).toBe(200);
    expect(auto.json().Data).toEqual({ created: 12, removed: 0, short_teams: [] });

    const instOf = new Map(Object.values(judges).map((j) => [j.id, j.inst]));
    const load = new Map(Object.values(judges).map((j) => [j.id, 0]));
    for (const row of await rows('proposal')) {
      expect(row.judges).toHaveLength(2);
      for (const { judge_id } of row.judges) {
        expect(instOf.get(judge_id) === row.institution_id).toBe(false);
        load.set(judge_id, load.get(judge_id)! + 1);
      }
      if (row.team_id === teams[0]!.id) {
        expect(row.judges.map((j) => j.judge_id)).not.toContain(judges.b!.id);
        expect(row.conflicts.map((c) => c.judge_id)).toEqual([judges.b!.id]);
      }
    }
    const loads = [...load.values()];
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(loads.reduce((a, b) => a + b, 0)).toBe(12);

    // Again without replace: everyone has their judges already, nothing changes.
    const again = await h.request('POST', `${J}/proposal/assignments/auto`, {
      token: manager.token,
      body: {},
    });
    expect(again.json().Data).toEqual({ created: 0, removed: 0, short_teams: [] });

    // The judges list shows each one's load per stage.
    const list = (await h.request('GET', `${J}/judges`, { token: manager.token })).json().Data;
    const listed = list.find((j: { user_id: number }) => j.user_id === judges.a1!.id);
    expect(listed).toMatchObject({ institution_id: instA, assigned: load.get(judges.a1!.id) });
    expect(listed.stages.proposal).toEqual({ assigned: load.get(judges.a1!.id), submitted: 0 });
  });

  test('by hand: the own institution and a declared conflict are refused; a short team is named, never given a conflicted judge', async () => {
    const team = await makeTeam(h, instA, 'Stage-2');
    expect((await putRubric(h, manager, 'video', 3)).statusCode).toBe(200);
    const declared = await h.request('POST', `${J}/conflicts`, {
      token: manager.token,
      body: { team_id: team.id, judge_id: judges.c!.id, reason: 'Kerabat anggota tim' },
    });
    expect(declared.statusCode).toBe(200);

    const sameInstitution = await assign(h, manager, 'video', team.id, judges.a1!.id);
    expect(sameInstitution.statusCode).toBe(409);
    expect(sameInstitution.json().Message).toBe(
      'Juri ini berasal dari institusi yang sama dengan tim tersebut, jadi tidak boleh menilainya.',
    );
    const conflicted = await assign(h, manager, 'video', team.id, judges.c!.id);
    expect(conflicted.statusCode).toBe(409);
    expect(conflicted.json().Message).toBe(
      'Juri ini sudah menyatakan konflik kepentingan dengan tim tersebut, jadi tidak boleh menilainya.',
    );
    const byHand = await assign(h, manager, 'video', team.id, judges.n!.id);
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json().Data.judges.map((j: { judge_id: number }) => j.judge_id)).toEqual([
      judges.n!.id,
    ]);
    // A participant is no judge.
    const participant = await h.user();
    const notAJudge = await assign(h, manager, 'video', team.id, participant.id);
    expect(notAJudge.statusCode).toBe(404);

    // Three judges wanted; only b and n are allowed: the top-up keeps n, adds b, names the team.
    const auto = await h.request('POST', `${J}/video/assignments/auto`, {
      token: manager.token,
      body: { replace: false },
    });
    expect(auto.json().Data).toEqual({
      created: 1,
      removed: 0,
      short_teams: [{ team_id: team.id, team_name: expect.any(String), missing: 1 }],
    });
    const [row] = (await rows('video')).filter((r) => r.team_id === team.id);
    expect(row!.judges.map((j) => j.judge_id).sort()).toEqual([judges.b!.id, judges.n!.id].sort());

    // Replacing plans afresh: the same two, never c.
    const replaced = await h.request('POST', `${J}/video/assignments/auto`, {
      token: manager.token,
      body: { replace: true },
    });
    expect(replaced.json().Data).toMatchObject({ created: 2, removed: 2 });
    const [after] = (await rows('video')).filter((r) => r.team_id === team.id);
    expect(after!.judges.map((j) => j.judge_id)).not.toContain(judges.c!.id);
    expect(after!.judges).toHaveLength(2);
  });

  test("a declared conflict takes the judge off the team's unsubmitted assignment", async () => {
    const team = await makeTeam(h, null, 'Final');
    expect((await putRubric(h, manager, 'final', 1)).statusCode).toBe(200);
    expect((await assign(h, manager, 'final', team.id, judges.a2!.id)).statusCode).toBe(200);
    const mine = await h.request('GET', `${J}/final/my-teams`, { token: judges.a2!.token });
    expect(mine.json().Data.map((t: { team_id: number }) => t.team_id)).toEqual([team.id]);

    const declared = await h.request('POST', `${J}/conflicts`, {
      token: judges.a2!.token,
      body: { team_id: team.id, judge_id: judges.a2!.id, reason: 'Teman dekat ketua tim' },
    });
    expect(declared.json().Data).toEqual({
      team_id: team.id,
      judge_id: judges.a2!.id,
      reason: 'Teman dekat ketua tim',
      removed_assignments: 1,
    });
    expect(
      (await h.request('GET', `${J}/final/my-teams`, { token: judges.a2!.token })).json().Data,
    ).toEqual([]);
    expect((await assign(h, manager, 'final', team.id, judges.a2!.id)).statusCode).toBe(409);

    // Withdrawn by the manager only; then the judge may be assigned again.
    const notTheirs = await h.request('DELETE', `${J}/conflicts`, {
      token: judges.a2!.token,
      body: { team_id: team.id, judge_id: judges.a2!.id },
    });
    expect(notTheirs.statusCode).toBe(403);
    const withdrawn = await h.request('DELETE', `${J}/conflicts`, {
      token: manager.token,
      body: { team_id: team.id, judge_id: judges.a2!.id },
    });
    expect(withdrawn.json().Data).toEqual({ removed: true });
    expect((await assign(h, manager, 'final', team.id, judges.a2!.id)).statusCode).toBe(200);
    const removed = await h.request('DELETE', `${J}/final/assignments`, {
      token: manager.token,
      body: { team_id: team.id, judge_id: judges.a2!.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Data.judges).toEqual([]);
  });

  test("a rubric is refused with the contract's message: weights and scores are integers, max above min, ids unique", async () => {
    const refused = async (criteria: unknown[], message: string) => {
      const res = await h.request('PUT', `${J}/video/rubric`, {
        token: manager.token,
        body: { judges_per_team: 2, criteria },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(message);
    };
    const one = { id: 'ide', name: 'Ide', weight: 2, min: 0, max: 10 };
    await refused([{ ...one, weight: 1.5 }], 'Bobot harus bilangan bulat');
    await refused([{ ...one, min: 5, max: 5 }], 'Nilai maksimum harus lebih besar dari minimum');
    await refused([one, { ...one, name: 'Ide lagi' }], 'Kode kriteria tidak boleh kembar');
    await refused([], 'Rubrik butuh minimal satu kriteria');
    const unknownStage = await h.request('PUT', `${J}/semifinal/rubric`, {
      token: manager.token,
      body: { judges_per_team: 2, criteria: [one] },
    });
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json().Message).toBe(
      'Tahap penjurian tidak dikenal: pilih proposal, video atau final',
    );
    const saved = await h.request('PUT', `${J}/video/rubric`, {
      token: manager.token,
      body: { judges_per_team: 2, criteria: [one] },
    });
    expect(saved.json().Data).toMatchObject({
      stage: 'video',
      judges_per_team: 2,
      criteria: [{ ...one, description: '' }],
    });
  });

  test('judges and participants cannot manage: 403 with a Message; signed out 401', async () => {
    const judge = judges.n!;
    for (const [method, url, body] of [
      ['GET', `${J}/judges`, undefined],
      ['GET', `${J}/proposal/assignments`, undefined],
      ['POST', `${J}/proposal/assignments/auto`, { replace: true }],
      ['PUT', `${J}/proposal/rubric`, { judges_per_team: 1, criteria: RUBRIC }],
    ] as const) {
      const res = await h.request(method, url, { token: judge.token, body });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toEqual(expect.any(String));
    }
    const participant = await h.user();
    expect((await h.request('GET', J, { token: participant.token })).statusCode).toBe(403);
    expect((await h.request('GET', J)).statusCode).toBe(401);
    // The manager scores nobody.
    const mine = await h.request('GET', `${J}/proposal/my-teams`, { token: manager.token });
    expect(mine.statusCode).toBe(403);
  });
});
