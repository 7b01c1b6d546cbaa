import { pairKey } from '../eligibility';
import { planAssignments } from '../plan';
import type { PlanJudge, PlanTeam } from '../plan';

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

describe('planAssignments', () => {
  test('unconstrained: every team gets N judges and loads stay within one', () => {
    const teams: PlanTeam[] = Array.from({ length: 37 }, (_, i) => ({
      id: i + 1,
      institutionId: null,
      judges: new Set(),
    }));
    const judges: PlanJudge[] = Array.from({ length: 8 }, (_, i) => ({
      id: 100 + i,
      institutionId: null,
      load: 0,
    }));
    const plan = planAssignments(teams, judges, new Set(), 3);
    expect(plan.short).toEqual([]);
    expect(plan.add).toHaveLength(111);
    const load = new Map<number, number>();
    for (const a of plan.add) load.set(a.judgeId, (load.get(a.judgeId) ?? 0) + 1);
    expect(Math.max(...load.values()) - Math.min(...load.values())).toBeLessThanOrEqual(1);
  });

  test.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'random institutions and conflicts (seed %i): never the own institution nor a conflict, never a judge twice, short teams named',
    (seed) => {
      const pick = random(seed);
      const teams: PlanTeam[] = Array.from({ length: 40 }, (_, i) => ({
        id: i + 1,
        institutionId: pick(4) === 0 ? null : pick(5),
        judges: new Set(),
      }));
      const judges: PlanJudge[] = Array.from({ length: 7 }, (_, i) => ({
        id: 100 + i,
        institutionId: pick(3) === 0 ? null : pick(5),
        load: 0,
      }));
      const conflicts = new Set<string>();
      for (let i = 0; i < 30; i += 1) conflicts.add(pairKey(100 + pick(7), 1 + pick(40)));
      const plan = planAssignments(teams, judges, conflicts, 3);
      const instOf = new Map(judges.map((j) => [j.id, j.institutionId]));
      const given = new Map<number, number[]>();
      for (const { teamId, judgeId } of plan.add) {
        const team = teams.find((t) => t.id === teamId)!;
        expect(conflicts.has(pairKey(judgeId, teamId))).toBe(false);
        if (team.institutionId !== null) expect(instOf.get(judgeId)).not.toBe(team.institutionId);
        given.set(teamId, [...(given.get(teamId) ?? []), judgeId]);
      }
      for (const team of teams) {
        const got = given.get(team.id) ?? [];
        expect(new Set(got).size).toBe(got.length);
        const eligible = judges.filter(
          (j) =>
            !conflicts.has(pairKey(j.id, team.id)) &&
            (j.institutionId === null || j.institutionId !== team.institutionId),
        ).length;
        // A team gets N judges when N are eligible, else all of them, and is named short.
        expect(got.length).toBe(Math.min(3, eligible));
        const short = plan.short.find((s) => s.teamId === team.id);
        expect(short?.missing ?? 0).toBe(3 - got.length);
      }
    },
  );

  test('tops up: existing judges stay and count towards the load', () => {
    const teams: PlanTeam[] = [
      { id: 1, institutionId: null, judges: new Set([100, 101]) },
      { id: 2, institutionId: null, judges: new Set() },
    ];
    const judges: PlanJudge[] = [
      { id: 100, institutionId: null, load: 1 },
      { id: 101, institutionId: null, load: 1 },
      { id: 102, institutionId: null, load: 0 },
    ];
    const plan = planAssignments(teams, judges, new Set(), 2);
    expect(plan.add).toEqual([
      { teamId: 2, judgeId: 102 },
      { teamId: 2, judgeId: 100 },
    ]);
  });
});
