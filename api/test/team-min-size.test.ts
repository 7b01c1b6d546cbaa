import { A, describeEachDb, R } from './support/harness';
import { clearSettings, setSection } from './support/settings';

describeEachDb("the admins' minimum team size", (h) => {
  afterEach(() => clearSettings(h));

  test('a team below it does not leave registration; one more member and it does', async () => {
    const admin = await h.admin();
    const leader = await h.user();
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    await h.verifyPayment(admin, team.id);
    await setSection(h, 'hackathon', { team_size: { min: 2, max: 5 } });
    const advance = () =>
      h.request('POST', `${A}/teams/${team.id}/status`, {
        token: admin.token,
        body: { status: 'Stage-1' },
      });
    const refused = await advance();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toBe(
      'Tim Team Rocket baru 1 orang; minimal 2 orang untuk lanjut ke tahap berikutnya',
    );
    // The bulk move is all or nothing, and says why.
    const bulk = await h.request('POST', `${A}/teams/status`, {
      token: admin.token,
      body: { ids: [team.id], status: 'Stage-1' },
    });
    expect(bulk.statusCode).toBe(409);
    const detail = await h.request('GET', `${R}/team/${team.id}`, { token: leader.token });
    expect(detail.json().Data.status).toBe('Registered');

    await h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
      token: (await h.user()).token,
    });
    expect((await advance()).statusCode).toBe(200);
  });
});
