import { audited, NAMES, paidTeam, post, RELOAD, split, twoAdmins } from './support/decisions';
import { describeEachDb, R } from './support/harness';
import type { Session } from './support/harness';

describeEachDb('stage moves: of two conflicting moves the second is a 409', (h) => {
  let budi: Session;
  let sari: Session;
  beforeAll(async () => {
    [budi, sari] = await twoAdmins(h);
  });
  const stageOf = async (id: number) =>
    (await h.request('GET', `${R}/team/${id}`, { token: budi.token })).json().Data.status;

  test('two moves of the same team from the stage both saw, 10 rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const team = await paidTeam(h);
      const answers = await Promise.all([
        post(h, budi, `/teams/${team.id}/status`, {
          status: 'Stage-1',
          expected_status: 'Registered',
        }),
        post(h, sari, `/teams/${team.id}/status`, {
          status: 'Stage-2',
          expected_status: 'Registered',
        }),
      ]);
      const { winner, lost } = split(answers);
      const stage = winner === 0 ? 'Stage-1' : 'Stage-2';
      expect(lost.json()).toMatchObject({ Reason: 'already_decided' });
      expect(lost.json().Decisions).toEqual([
        expect.objectContaining({ action: 'team.status', state: stage, by_name: NAMES[winner] }),
      ]);
      expect(lost.json().Message).toMatch(
        new RegExp(
          `^Tim .+ sudah dipindahkan ke Tahap ${stage.slice(-1)} oleh ${NAMES[winner]} pada .+ WIB\\. ${RELOAD}$`,
        ),
      );
      expect(await stageOf(team.id)).toBe(stage);
    }
  });

  test('the same move by two admins is 200 twice and moves (and tells) once', async () => {
    const team = await paidTeam(h);
    const body = { status: 'Stage-1', expected_status: 'Registered' };
    const answers = await Promise.all([
      post(h, budi, `/teams/${team.id}/status`, body),
      post(h, sari, `/teams/${team.id}/status`, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await audited(h, team.id, 'team.status')).toBe(1);
  });

  test('a bulk move racing a move of one of its teams, 10 rounds: nothing half moved', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [one, two] = [await paidTeam(h), await paidTeam(h)];
      const answers = await Promise.all([
        post(h, budi, '/teams/status', {
          ids: [one.id, two.id],
          status: 'Stage-1',
          expected_status: 'Registered',
        }),
        post(h, sari, `/teams/${two.id}/status`, {
          status: 'Stage-2',
          expected_status: 'Registered',
        }),
      ]);
      const { winner, lost } = split(answers);
      if (winner === 0) {
        expect(answers[0]!.json().Data).toEqual({ updated: [one.id, two.id], status: 'Stage-1' });
        expect(lost.json().Message).toMatch(
          new RegExp(`^Tim .+ sudah dipindahkan ke Tahap 1 oleh ${NAMES[0]} pada .+ WIB\\. `),
        );
        expect([await stageOf(one.id), await stageOf(two.id)]).toEqual(['Stage-1', 'Stage-1']);
      } else {
        expect(lost.json().Message).toMatch(
          new RegExp(
            `^Tidak ada tim yang dipindahkan\\. Tim .+ sudah dipindahkan ke Tahap 2 oleh ${NAMES[1]} pada .+ WIB\\. ${RELOAD}$`,
          ),
        );
        expect(lost.json().Decisions).toEqual([
          expect.objectContaining({ target_id: two.id, state: 'Stage-2', by_id: sari.id }),
        ]);
        // All or nothing: the other team of the batch stayed where the admin saw it.
        expect([await stageOf(one.id), await stageOf(two.id)]).toEqual(['Registered', 'Stage-2']);
      }
    }
  });

  test('a bulk move skips a team moved to the same stage meanwhile', async () => {
    const [one, two] = [await paidTeam(h), await paidTeam(h)];
    const body = { status: 'Stage-1', expected_status: 'Registered' };
    expect((await post(h, sari, `/teams/${two.id}/status`, body)).statusCode).toBe(200);
    const bulk = await post(h, budi, '/teams/status', { ...body, ids: [one.id, two.id] });
    expect(bulk.json().Data).toEqual({ updated: [one.id, two.id], status: 'Stage-1' });
    expect(await audited(h, two.id, 'team.status')).toBe(1);
  });

  test('an older page that names no stage is applied as before', async () => {
    const team = await paidTeam(h);
    for (const status of ['Stage-2', 'Stage-1']) {
      const res = await post(h, budi, `/teams/${team.id}/status`, { status });
      expect(res.json().Data.status).toBe(status);
    }
  });
});
