import { audited, NAMES, post, RELOAD, split, twoAdmins } from './support/decisions';
import { A, describeEachDb, R } from './support/harness';
import type { Session } from './support/harness';

describeEachDb('payments and documents: of two conflicting decisions the second is a 409', (h) => {
  let budi: Session;
  let sari: Session;
  beforeAll(async () => {
    [budi, sari] = await twoAdmins(h);
  });

  test('payment: a verify and a reject of the same pending proof, 10 rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const team = (await h.registerTeam(await h.user(), 'hackathon')).json().Data;
      const seen = {
        bukti_pembayaran_url: team.bukti_pembayaran_url,
        expected_payment_status: 'pending',
      };
      const answers = await Promise.all([
        post(h, budi, `/teams/${team.id}/payment`, { ...seen, action: 'verify' }),
        post(h, sari, `/teams/${team.id}/payment`, {
          ...seen,
          action: 'reject',
          reason: 'Nominal kurang',
        }),
      ]);
      const { winner, lost } = split(answers);
      const [state, verb] = winner === 0 ? ['verified', 'diverifikasi'] : ['rejected', 'ditolak'];
      expect(lost.json()).toMatchObject({
        Reason: 'already_decided',
        Decisions: [
          {
            target_type: 'team',
            target_id: team.id,
            action: winner === 0 ? 'team.payment.verify' : 'team.payment.reject',
            state,
            by_id: (winner === 0 ? budi : sari).id,
            by_name: NAMES[winner],
          },
        ],
      });
      expect(lost.json().Message).toMatch(
        new RegExp(
          `^Pembayaran tim .+ sudah ${verb} oleh ${NAMES[winner]} pada .+ WIB\\. ${RELOAD}$`,
        ),
      );
      expect(Date.parse(lost.json().Decisions[0].at)).not.toBeNaN();
      const detail = await h.request('GET', `${R}/team/${team.id}`, { token: budi.token });
      expect(detail.json().Data.payment_status).toBe(state);
    }
  });

  test('payment: the same verify by two admins is 200 twice and written once', async () => {
    const team = (await h.registerTeam(await h.user(), 'hackathon')).json().Data;
    const body = {
      action: 'verify',
      bukti_pembayaran_url: team.bukti_pembayaran_url,
      expected_payment_status: 'pending',
    };
    const answers = await Promise.all([
      post(h, budi, `/teams/${team.id}/payment`, body),
      post(h, sari, `/teams/${team.id}/payment`, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await audited(h, team.id, 'team.payment.verify')).toBe(1);
  });

  test('documents: a verification and a rejection of the same data, 10 rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const student = await h.user();
      const shown = await h.request('GET', `${A}/users/${student.id}`, { token: budi.token });
      expect(shown.json().Data).toMatchObject({ data_has_verified: false, data_version: 0 });
      const answers = await Promise.all([
        post(h, budi, `/users/${student.id}/verify`, { verified: true, expected_data_version: 0 }),
        post(h, sari, `/users/${student.id}/verify`, { verified: false, expected_data_version: 0 }),
      ]);
      const { winner, lost } = split(answers);
      const [state, words] =
        winner === 0 ? [true, 'diverifikasi'] : [false, 'ditandai belum terverifikasi'];
      expect(lost.json()).toMatchObject({
        Reason: 'already_decided',
        Decisions: [
          {
            target_type: 'user',
            target_id: student.id,
            action: winner === 0 ? 'user.verify' : 'user.unverify',
            state,
            by_name: NAMES[winner],
          },
        ],
      });
      expect(lost.json().Message).toMatch(
        new RegExp(`^Data .+ sudah ${words} oleh ${NAMES[winner]} pada .+ WIB\\. ${RELOAD}$`),
      );
      const now = await h.request('GET', `${A}/users/${student.id}`, { token: budi.token });
      expect(now.json().Data).toMatchObject({ data_has_verified: state, data_version: 1 });
    }
  });

  test('documents: the same verification by two admins is 200 twice and written once', async () => {
    const student = await h.user();
    const body = { verified: true, expected_data_version: 0 };
    const answers = await Promise.all([
      post(h, budi, `/users/${student.id}/verify`, body),
      post(h, sari, `/users/${student.id}/verify`, body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().Data.data_has_verified)).toEqual([true, true]);
    expect(await audited(h, student.id, 'user.verify')).toBe(1);
  });

  test('an older page that names no version is applied as before', async () => {
    const student = await h.user();
    for (const verified of [true, false]) {
      const res = await post(h, budi, `/users/${student.id}/verify`, { verified });
      expect(res.json().Data).toMatchObject({ data_has_verified: verified });
    }
  });
});
