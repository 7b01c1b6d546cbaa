import { whyNot } from './eligibility';

export interface PlanTeam {
  id: number;
  institutionId: number | null;
  /** Judges it has already. */
  judges: Set<number>;
}

export interface PlanJudge {
  id: number;
  institutionId: number | null;
  /** Assignments in the stage already. */
  load: number;
}

export interface Plan {
  add: { teamId: number; judgeId: number }[];
  short: { teamId: number; missing: number }[];
}

/**
 * Tops every team up to `perTeam` judges, never with a judge of its institution nor one who
 * declared a conflict. Teams with the fewest judges to spare go first, so a hard-to-judge team
 * is not left short by easier ones; each takes the least loaded eligible judges (ties by id).
 * Taking the least loaded each time keeps loads within one of each other whenever the
 * constraints leave the choice; a team short of eligible judges gets all there are and is named.
 */
export function planAssignments(
  teams: PlanTeam[],
  judges: PlanJudge[],
  conflicts: Set<string>,
  perTeam: number,
): Plan {
  const load = new Map(judges.map((j) => [j.id, j.load]));
  const eligible = new Map(
    teams.map((t) => [
      t.id,
      judges.filter((j) => !t.judges.has(j.id) && whyNot(j, t, conflicts) === null),
    ]),
  );
  const need = (t: PlanTeam) => Math.max(0, perTeam - t.judges.size);
  const slack = (t: PlanTeam) => eligible.get(t.id)!.length - need(t);
  const order = teams.filter((t) => need(t) > 0).sort((a, b) => slack(a) - slack(b) || a.id - b.id);
  const plan: Plan = { add: [], short: [] };
  for (const team of order) {
    const chosen = [...eligible.get(team.id)!]
      .sort((a, b) => load.get(a.id)! - load.get(b.id)! || a.id - b.id)
      .slice(0, need(team));
    for (const judge of chosen) {
      plan.add.push({ teamId: team.id, judgeId: judge.id });
      load.set(judge.id, load.get(judge.id)! + 1);
    }
    if (chosen.length < need(team))
      plan.short.push({ teamId: team.id, missing: need(team) - chosen.length });
  }
  return plan;
}
