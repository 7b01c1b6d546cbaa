import type {
  JudgeTeamItem,
  JudgingResultRow,
  RubricCriterion,
  TeamDetail,
} from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH, API_BASE_PATH } from '@gcw/shared/contract';

import type { Member } from './committee-http';
import type { HttpClient } from './http-client';
import { inBatches } from './http-client';

export const JUDGING = `${ADMIN_API_BASE_PATH}/judging`;

/** The proposal rubric the Hackathon division writes in the rehearsal. */
export const PROPOSAL_RUBRIC: RubricCriterion[] = [
  {
    id: 'ide',
    name: 'Orisinalitas ide',
    description: 'Seberapa baru solusinya untuk masalah SDGs yang dipilih',
    weight: 3,
    min: 0,
    max: 100,
  },
  {
    id: 'teknis',
    name: 'Kelayakan teknis',
    description: 'Data, model AI, dan rencana kerja yang masuk akal',
    weight: 2,
    min: 0,
    max: 100,
  },
  {
    id: 'dampak',
    name: 'Dampak',
    description: 'Skala 1 sampai 5',
    weight: 1,
    min: 1,
    max: 5,
  },
];

/** GET /admin/judging/{stage}/assignments: one row per team (the parts the rehearsal reads). */
export interface AssignmentRow {
  team_id: number;
  team_name: string;
  institution_id: number | null;
  judges: { judge_id: number; judge_name: string; state: JudgeTeamItem['state'] }[];
}

/**
 * A judge's scores of a team, spread over each criterion's range and differing between judges,
 * so the ranking has ties and gaps and some teams split their judges.
 */
export function scoresFor(teamId: number, judgeId: number): Record<string, number> {
  const spread = (c: RubricCriterion, salt: number) =>
    c.min + ((teamId * 37 + judgeId * salt + salt * salt) % (c.max - c.min + 1));
  return Object.fromEntries(PROPOSAL_RUBRIC.map((c, i) => [c.id, spread(c, 11 + 6 * i)]));
}

/** Σ w·s / Σ w, as the results page states a judge's weighted score. */
export function weighted(scores: Record<string, number>): number {
  const sum = PROPOSAL_RUBRIC.reduce((s, c) => s + c.weight, 0);
  return PROPOSAL_RUBRIC.reduce((s, c) => s + c.weight * scores[c.id]!, 0) / sum;
}

/** The admin's review of a paid team, through its calls: payment verified, then to Tahap 1. */
export async function admitToStageOne(admin: HttpClient, team: TeamDetail) {
  await admin.post(`${ADMIN_API_BASE_PATH}/teams/${team.id}/payment`, {
    action: 'verify',
    bukti_pembayaran_url: team.bukti_pembayaran_url,
  });
  await admin.post(`${ADMIN_API_BASE_PATH}/teams/${team.id}/status`, { status: 'Stage-1' });
}

/**
 * Every judge sends a score for each of their teams, the judges all at once (each judge a few
 * teams at a time, as several browser tabs would). `skip` is what a judge did in the browser.
 * Answers how many scores were sent.
 */
export async function scoreAssigned(judges: Member[], skip: Set<string>): Promise<number> {
  const sent = await Promise.all(
    judges.map(async (judge) => {
      const mine = await judge.http!.get<JudgeTeamItem[]>(`${JUDGING}/proposal/my-teams`);
      const todo = mine.filter((t) => !skip.has(`${judge.session!.user.id}:${t.team_id}`));
      await inBatches(todo, 3, async (team) => {
        // The page's own first call: the team and the rubric, then the score.
        await judge.http!.get(`${JUDGING}/proposal/teams/${team.team_id}`);
        await judge.http!.put(`${JUDGING}/proposal/teams/${team.team_id}/score`, {
          scores: scoresFor(team.team_id, judge.session!.user.id),
          comment: `Catatan juri untuk ${team.team_name}.`,
          submit: true,
        });
      });
      return todo.length;
    }),
  );
  return sent.reduce((a, b) => a + b, 0);
}

/** The students' calls of the Tahap 1 page once the committee decided: status and the bell. */
export async function leaderHears(leader: HttpClient) {
  const [events, bell] = await Promise.all([
    leader.get<{ events: { name: string; status: string }[] }>(`${API_BASE_PATH}/profile/events`),
    leader.get<{ items: { kind: string; title: string }[] }>(
      `${API_BASE_PATH}/notifications?page=1&page_size=10`,
    ),
  ]);
  return {
    status: events.events.find((e) => e.name === 'Hackathon')?.status,
    titles: bell.items.filter((n) => n.kind.startsWith('judging_')).map((n) => n.title),
  };
}

/**
 * What the results must say, from the scores sent: each judge's weighted score and the mean of
 * them per team, to 3 decimals (the page shows 2), ranked best first. Answers the problems found.
 */
export function checkResults(rows: JudgingResultRow[], perTeam: number): string[] {
  const problems: string[] = [];
  const near = (a: number, b: number) => Math.abs(a - b) < 0.001;
  for (const row of rows) {
    if (row.judges_submitted !== perTeam)
      problems.push(`${row.team_name}: ${row.judges_submitted} of ${perTeam} judges counted`);
    const expected = row.judges.map((j) => weighted(scoresFor(row.team_id, j.judge_id)));
    row.judges.forEach((j, i) => {
      if (!near(j.weighted, expected[i]!))
        problems.push(`${row.team_name}: ${j.judge_name} ${j.weighted}, sent ${expected[i]}`);
    });
    const mean = expected.reduce((a, b) => a + b, 0) / expected.length;
    if (row.mean === null || !near(row.mean, mean))
      problems.push(`${row.team_name}: mean ${row.mean}, expected ${mean.toFixed(4)}`);
  }
  rows.forEach((row, i) => {
    const before = rows[i - 1];
    if (before && (before.mean ?? -1) < (row.mean ?? -1))
      problems.push(`ranking: ${before.team_name} before ${row.team_name}`);
  });
  return problems;
}
