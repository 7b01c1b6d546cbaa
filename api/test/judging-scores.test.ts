import { and, eq } from 'drizzle-orm';

import { judgeScores } from '../src/core/db/schema/judging';
import { teams } from '../src/core/db/schema/teams';
import type { Session } from './support/harness';
import { describeEachDb, R } from './support/harness';
import {
  assign,
  J,
  makeInstitution,
  makeJudge,
  makeManager,
  makeTeam,
  putRubric,
  saveScore,
} from './support/judging';
import { multipart, PDF } from './support/multipart';

describeEachDb('judging: scores', (h) => {
  let manager: Session;
  let inst: number;

  beforeAll(async () => {
    manager = await makeManager(h);
    inst = await makeInstitution(h);
  });

  const results = async (who: Session, stage: string) =>
    h.request('GET', `${J}/${stage}/results`, { token: who.token });

  test('weights are computed exactly: Σw·s/Σw per judge, their mean, the disagreement flag, shared ranks', async () => {
    const judges = [await makeJudge(h, inst), await makeJudge(h, inst), await makeJudge(h, inst)];
    const [t1, t2, t3, t4] = [
      await makeTeam(h, null, 'Stage-1', 'Tim Satu'),
      await makeTeam(h, null, 'Stage-1', 'Tim Dua'),
      await makeTeam(h, null, 'Stage-1', 'Tim Tiga'),
      await makeTeam(h, null, 'Stage-1', 'Tim Empat'),
    ];
    // Weights 3/2/1, each criterion 0..10.
    expect((await putRubric(h, manager, 'proposal', 3)).statusCode).toBe(200);
    for (const team of [t1!, t2!, t3!])
      for (const judge of judges)
        expect((await assign(h, manager, 'proposal', team.id, judge.id)).statusCode).toBe(200);
    const score = (judge: Session, team: number, ide: number, teknis: number, presentasi: number) =>
      saveScore(h, judge, 'proposal', team, { ide, teknis, presentasi });
    // Team 1: 46/6, 40/6, 30/6; mean 116/18 = 6.4444…; spread 16/6 > ¼ of the range 60/6.
    expect((await score(judges[0]!, t1!.id, 7, 8, 9)).statusCode).toBe(200);
    expect((await score(judges[1]!, t1!.id, 10, 5, 0)).statusCode).toBe(200);
    expect((await score(judges[2]!, t1!.id, 4, 4, 10)).statusCode).toBe(200);
    // Team 2: 45/6 and 30/6, mean 75/12 = 6.25; spread 15/6 is exactly ¼ of the range: no flag.
    await score(judges[0]!, t2!.id, 10, 5, 5);
    await score(judges[1]!, t2!.id, 5, 5, 5);
    // Team 3: 42/6 and 33/6, the same mean 6.25: it shares rank 2.
    await score(judges[0]!, t3!.id, 9, 5, 5);
    await score(judges[2]!, t3!.id, 5, 5, 8);

    const res = await results(manager, 'proposal');
    expect(res.statusCode).toBe(200);
    const rows = res.json().Data as {
      team_id: number;
      rank: number;
      mean: number | null;
      disagreement: boolean;
      judges_assigned: number;
      judges_submitted: number;
      judges: { judge_id: number; weighted: number }[];
    }[];
    const row = (id: number) => rows.find((r) => r.team_id === id)!;
    expect(row(t1!.id)).toMatchObject({
      rank: 1,
      mean: 6.4444,
      disagreement: true,
      judges_assigned: 3,
      judges_submitted: 3,
    });
    const weightedOf = (id: number) =>
      Object.fromEntries(row(id).judges.map((j) => [j.judge_id, j.weighted]));
    expect(weightedOf(t1!.id)).toEqual({
      [judges[0]!.id]: 7.6667,
      [judges[1]!.id]: 6.6667,
      [judges[2]!.id]: 5,
    });
    expect(row(t2!.id)).toMatchObject({ rank: 2, mean: 6.25, disagreement: false });
    expect(row(t3!.id)).toMatchObject({ rank: 2, mean: 6.25, disagreement: false });
    expect(row(t3!.id).judges_submitted).toBe(2);
    expect(row(t4!.id)).toMatchObject({ rank: 4, mean: null, judges_assigned: 0 });
    expect(rows.map((r) => r.team_id)).toEqual([
      t1!.id,
      expect.any(Number),
      expect.any(Number),
      t4!.id,
    ]);

    // A submitted score fixes the rubric.
    const change = await putRubric(h, manager, 'proposal', 2);
    expect(change.statusCode).toBe(409);
    expect(change.json().Message).toBe(
      'Rubrik tahap ini tidak dapat diubah: sudah ada juri yang mengirim nilai dengan rubrik ini.',
    );
  });

  test('an unassigned judge can neither read nor score a team (403); an assigned one sees the submission and only their own score', async () => {
    const team = await makeTeam(h, null, 'Stage-1', 'Tim Proposal');
    const upload = await h.request('POST', `${R}/team/submission/stage-1`, {
      token: team.leader.token,
      ...multipart({}, { field: 'proposal', name: 'p.pdf', type: 'application/pdf', bytes: PDF }),
    });
    expect(upload.statusCode).toBe(200);
    const proposalUrl = upload.json().Data.submissions[0].file_url as string;
    await h.db.update(teams).set({ status: 'Stage-2' }).where(eq(teams.id, team.id));
    const video = await h.request('POST', `${R}/team/submission/stage-2`, {
      token: team.leader.token,
      body: { video_url: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    expect(video.statusCode).toBe(200);
    expect((await putRubric(h, manager, 'video', 2)).statusCode).toBe(200);
    const [judge, other, stranger] = [
      await makeJudge(h, inst),
      await makeJudge(h, inst),
      await makeJudge(h, inst),
    ];
    await assign(h, manager, 'video', team.id, judge!.id);
    await assign(h, manager, 'video', team.id, other!.id);

    const detail = `${J}/video/teams/${team.id}`;
    const refusedRead = await h.request('GET', detail, { token: stranger!.token });
    expect(refusedRead.statusCode).toBe(403);
    expect(refusedRead.json().Message).toBe(
      'Anda tidak ditugaskan menilai tim ini pada tahap ini.',
    );
    const refusedScore = await saveScore(h, stranger!, 'video', team.id, {
      ide: 1,
      teknis: 1,
      presentasi: 1,
    });
    expect(refusedScore.statusCode).toBe(403);
    expect(refusedScore.json().Message).toBe(
      'Anda tidak ditugaskan menilai tim ini pada tahap ini.',
    );
    // Assigned in another stage is not assigned in this one.
    expect(
      (await h.request('GET', `${J}/proposal/teams/${team.id}`, { token: judge!.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.request('GET', `${J}/video/teams/999999`, { token: judge!.token })).statusCode,
    ).toBe(403);
    expect(
      (await h.request('GET', `${J}/video/my-teams`, { token: stranger!.token })).json().Data,
    ).toEqual([]);
    expect(
      await h.db
        .select()
        .from(judgeScores)
        .where(and(eq(judgeScores.teamId, team.id), eq(judgeScores.judgeId, stranger!.id))),
    ).toEqual([]);

    // The other judge's draft stays theirs.
    expect(
      (await saveScore(h, other!, 'video', team.id, { ide: 9 }, false, 'Bagus')).statusCode,
    ).toBe(200);
    const seen = await h.request('GET', detail, { token: judge!.token });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().Data).toMatchObject({
      stage: 'video',
      team_id: team.id,
      team_name: 'Tim Proposal',
      proposal_url: proposalUrl,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      closed: false,
      my_score: null,
    });
    expect(seen.json().Data.criteria.map((c: { id: string }) => c.id)).toEqual([
      'ide',
      'teknis',
      'presentasi',
    ]);
    // The proposal opens for the assigned judge, not for another one.
    expect((await h.request('GET', proposalUrl, { token: judge!.token })).statusCode).toBe(200);
    expect((await h.request('GET', proposalUrl, { token: stranger!.token })).statusCode).toBe(403);
    // Their results wait for the closing.
    const hidden = await results(judge!, 'video');
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().Message).toBe(
      'Hasil penjurian tahap ini dapat dilihat juri setelah penjuriannya ditutup.',
    );
  });

  test('two judges saving at once lose nothing; bad scores are refused; a submitted score and a closed stage are final', async () => {
    const team = await makeTeam(h, null, 'Final', 'Tim Final');
    expect((await putRubric(h, manager, 'final', 2)).statusCode).toBe(200);
    const [a, b] = [await makeJudge(h, inst), await makeJudge(h, inst)];
    await assign(h, manager, 'final', team.id, a!.id);
    await assign(h, manager, 'final', team.id, b!.id);

    const bad = async (scores: Record<string, unknown>, message: string) => {
      const res = await saveScore(h, a!, 'final', team.id, scores);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toBe(message);
    };
    await bad({ ide: 5, teknis: 5 }, 'Nilai Presentasi wajib diisi sebelum dikirim');
    await bad({ ide: 11, teknis: 5, presentasi: 5 }, 'Nilai Ide harus bilangan bulat 0 sampai 10');
    await bad({ ide: 5.5, teknis: 5, presentasi: 5 }, 'Nilai Ide harus bilangan bulat 0 sampai 10');
    await bad({ ide: '5', teknis: 5, presentasi: 5 }, 'Nilai Ide harus bilangan bulat 0 sampai 10');
    await bad({ ide: 5, teknis: 5, presentasi: 5, gaya: 3 }, 'Kriteria "gaya" tidak ada di rubrik');

    for (let round = 0; round < 5; round += 1) {
      const [ra, rb] = await Promise.all([
        saveScore(h, a!, 'final', team.id, { ide: round, teknis: 1 }, false, `a${round}`),
        saveScore(h, b!, 'final', team.id, { ide: 10 - round, presentasi: 2 }, false, `b${round}`),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    }
    const [sa, sb] = await Promise.all([
      saveScore(h, a!, 'final', team.id, { ide: 8, teknis: 7, presentasi: 6 }, true, 'Solid'),
      saveScore(h, b!, 'final', team.id, { ide: 6, teknis: 7, presentasi: 8 }, true, 'Rapi'),
    ]);
    expect([sa.statusCode, sb.statusCode]).toEqual([200, 200]);
    const rows = await h.db.select().from(judgeScores).where(eq(judgeScores.teamId, team.id));
    const byJudge = Object.fromEntries(rows.map((r) => [r.judgeId, r]));
    expect(byJudge[a!.id]).toMatchObject({
      scores: { ide: 8, teknis: 7, presentasi: 6 },
      comment: 'Solid',
    });
    expect(byJudge[b!.id]).toMatchObject({
      scores: { ide: 6, teknis: 7, presentasi: 8 },
      comment: 'Rapi',
    });
    expect(rows.every((r) => r.submittedAt !== null)).toBe(true);

    const again = await saveScore(h, a!, 'final', team.id, { ide: 1, teknis: 1, presentasi: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe(
      'Nilai Anda untuk tim ini sudah dikirim dan tidak dapat diubah lagi.',
    );
    const removeSubmitted = await h.request('DELETE', `${J}/final/assignments`, {
      token: manager.token,
      body: { team_id: team.id, judge_id: a!.id },
    });
    expect(removeSubmitted.statusCode).toBe(409);

    // A third judge's draft; once the stage is closed it can no longer change.
    const c = await makeJudge(h, inst);
    await assign(h, manager, 'final', team.id, c.id);
    expect((await saveScore(h, c, 'final', team.id, { ide: 3 }, false)).statusCode).toBe(200);
    expect((await h.request('POST', `${J}/final/close`, { token: manager.token })).statusCode).toBe(
      200,
    );
    const closed = await saveScore(h, c, 'final', team.id, { ide: 4, teknis: 4, presentasi: 4 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().Message).toBe(
      'Penjurian tahap ini sudah ditutup; buka kembali dulu untuk mengubahnya.',
    );
    const mine = await h.request('GET', `${J}/final/teams/${team.id}`, { token: c.token });
    expect(mine.json().Data).toMatchObject({
      closed: true,
      my_score: { scores: { ide: 3 }, submitted_at: null },
    });
    const shown = (await results(c, 'final')).json().Data;
    expect(shown[0]).toMatchObject({
      team_id: team.id,
      judges_assigned: 3,
      judges_submitted: 2,
      // (8·3+7·2+6)/6 = 44/6 and (6·3+7·2+8)/6 = 40/6: mean 84/12 = 7.
      mean: 7,
    });
  });
});
