import { eq } from 'drizzle-orm';

import { teamMembers, teams } from '../src/core/db/schema/teams';
import { users } from '../src/core/db/schema/users';
import { sameInstitution } from '../src/domain/profile/rules';
import { completeProfile, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';

const UI = 'Universitas Indonesia';
const ITB = 'Institut Teknologi Bandung';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every member of every team against the team's institution: the rule of R1.7. */
async function violations(h: Harness): Promise<string[]> {
  const rows = await h.db
    .select({ team: teams, member: users })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId));
  return rows
    .filter(({ team, member }) => !sameInstitution(team, member))
    .map(({ team, member }) => `team ${team.id} (${team.institusi}) has ${member.institusi}`);
}

const moveTo = (h: Harness, user: Session, institusi: string) =>
  h.request('POST', `${R}/profile/my`, {
    token: user.token,
    body: completeProfile({ institusi }),
  });

describeEachDb('same-institution rule under races', (h) => {
  test('20 rounds: a profile moving to another institution while its owner joins a team', async () => {
    const leader = await h.user({ institusi: UI });
    const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const joiner = await h.user({ institusi: UI });
      const [joined, moved] = await Promise.all([
        h.request('POST', `${R}/team/registration/join/${team.join_code}`, {
          token: joiner.token,
        }),
        pause(round % 4).then(() => moveTo(h, joiner, ITB)),
      ]);
      outcomes.add(`${joined.statusCode}/${moved.statusCode}`);
      if (joined.statusCode === 200) {
        await h.request('POST', `${R}/team/leave`, { token: joiner.token });
      }
    }
    expect(await violations(h)).toEqual([]);
    // Each of the two orders happened: join first (profile refused) or move first (join refused).
    expect([...outcomes].every((o) => ['200/409', '409/200'].includes(o))).toBe(true);
  });

  test('20 rounds: a leader moving to another institution while the team registration uploads', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      const leader = await h.user({ institusi: UI });
      const [created, moved] = await Promise.all([
        h.registerTeam(leader, round % 2 ? 'hackathon' : 'competitive-programming'),
        pause(round % 5).then(() => moveTo(h, leader, ITB)),
      ]);
      expect(created.statusCode).toBe(201);
      outcomes.add(`${created.statusCode}/${moved.statusCode}`);
      const team = created.json().Data;
      const [me] = await h.db.select().from(users).where(eq(users.id, leader.id));
      expect(team.institusi).toBe(me!.institusi);
    }
    expect(await violations(h)).toEqual([]);
    expect([...outcomes].every((o) => ['201/200', '201/409'].includes(o))).toBe(true);
  });
});
