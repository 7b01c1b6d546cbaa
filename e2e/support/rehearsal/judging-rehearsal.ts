import type { JudgingResultRow } from '@gcw/shared/contract';
import type { Page } from '@playwright/test';

import { UGM } from '../api-helpers';
import { VERIFICATION_SUBJECT } from '../session';
import type { AdminUi } from './admin-ui';
import type { Member } from './committee-http';
import * as committee from './committee-http';
import { inviteInBrowser } from './committee-ui';
import type { HttpClient } from './http-client';
import { inBatches } from './http-client';
import type { AssignmentRow } from './judging-http';
import { admitToStageOne, checkResults, JUDGING, leaderHears, scoreAssigned } from './judging-http';
import {
  acceptInviteInBrowser,
  JudgingUi,
  scoreFirstTeamOnPhone,
  signInMember,
} from './judging-ui';
import { linkFromOutbox } from './outbox-mail';
import type { PageChecks } from './page-checks';
import * as http from './students';

export const JUDGES_PER_TEAM = 3;
const CAMPUSES = ['Universitas Indonesia', 'Institut Teknologi Bandung', UGM];

/** The Hackathon division's member and five judges; the first judge works from a phone. */
export const COMMITTEE: Member[] = (
  [
    ['Rahmat Hidayat', 'divisi-hackathon', null],
    ['Dewi Anggraini', 'juri', 'Universitas Indonesia'],
    ['Bayu Setiawan', 'juri', 'Institut Teknologi Bandung'],
    ['Sari Puspita', 'juri', UGM],
    ['Rudi Hartono', 'juri', 'Institut Teknologi Sepuluh Nopember'],
    ['Wayan Sudarma', 'juri', null],
  ] as const
).map(([name, role, institution], i) => ({
  name,
  email: `${role}-${i}@gladi.test`,
  password: `sandi-panitia-${i}-gladi`,
  institution,
  role,
}));

export interface JudgingRehearsal {
  step: <T>(title: string, work: () => Promise<T>) => Promise<T>;
  /** A new browser page of the product, watched for 5xx; `phone` at 360×800. */
  open: (who: string, phone?: boolean) => Promise<Page>;
  checks: PageChecks;
  findings: Set<string>;
  ketua: AdminUi;
  /** The Ketua's own HTTP session (refreshes itself): the admin pages' calls in bulk. */
  ketuaHttp: HttpClient;
  anon: HttpClient;
  runTag: string;
  /** Numbers the cohort after the rehearsal's first students. */
  first: number;
  teams: number;
}

/**
 * Judging the proposals (issue 30): the Ketua invites the division and the judges, `teams` more
 * Hackathon teams from three campuses reach Tahap 1 with a proposal, the division writes the
 * rubric and assigns three judges per team automatically, the judges score every team at once
 * (one on a phone), the division closes, checks and shortlists, and every team hears.
 */
export async function rehearseJudging(r: JudgingRehearsal) {
  const { step, checks, findings, ketua, ketuaHttp, anon } = r;
  const [division, phoneJudge, ...judges] = COMMITTEE as [Member, Member, ...Member[]];
  const phone = await r.open(phoneJudge.email, true);
  await step(
    'the Ketua invites the Hackathon division and five judges; each sets a password',
    async () => {
      await inviteInBrowser(ketua, phoneJudge);
      await Promise.all([division, ...judges].map((m) => committee.invite(ketuaHttp, m)));
      const { INVITE_SUBJECT: subject, INVITE_PATH: path } = committee;
      const link = await linkFromOutbox(ketuaHttp, phoneJudge.email, subject, path);
      await acceptInviteInBrowser(phone, link, phoneJudge);
      await signInMember(phone, phoneJudge);
      await Promise.all([
        committee.signInMember(anon, phoneJudge),
        ...[division, ...judges].map((m) => committee.acceptInvite(anon, ketuaHttp, m)),
      ]);
    },
  );

  const cohort = http.makeStudents(r.teams, `${r.runTag}j`, r.first, CAMPUSES);
  await step(`${r.teams} Hackathon teams from three campuses pay and send their proposals`, () =>
    inBatches(cohort, 5, async (s, i) => {
      await http.register(anon, s);
      const link = await linkFromOutbox(
        ketuaHttp,
        s.email,
        VERIFICATION_SUBJECT,
        '/auth/verify-email',
      );
      await http.verifyWithToken(anon, link.searchParams.get('token') ?? '');
      await http.signIn(anon, s);
      await http.fillProfile(s);
      await admitToStageOne(ketuaHttp, await http.createTeam(s, 'hackathon', `Tim Elang ${i + 1}`));
      await http.submitProposal(s);
    }),
  );

  const desk = new JudgingUi(await r.open(division.email), checks);
  await step('the division writes the rubric and gives every team three judges', async () => {
    await signInMember(desk.page, division);
    await desk.open();
    await checks.check(desk.page, 'penjurian');
    await desk.writeRubric(JUDGES_PER_TEAM);
    await desk.assignAutomatically(JUDGES_PER_TEAM);
    const rows = await division.http!.get<AssignmentRow[]>(`${JUDGING}/proposal/assignments`);
    const judgesList = await division.http!.get<
      { user_id: number; institution_id: number | null }[]
    >(`${JUDGING}/judges`);
    const campusOf = new Map(judgesList.map((j) => [j.user_id, j.institution_id]));
    for (const row of rows) {
      if (row.judges.length !== JUDGES_PER_TEAM)
        findings.add(`${row.team_name}: ${row.judges.length} judges, not ${JUDGES_PER_TEAM}`);
      for (const j of row.judges)
        if (row.institution_id !== null && campusOf.get(j.judge_id) === row.institution_id)
          findings.add(`${j.judge_name} judges ${row.team_name} of their own institution`);
    }
    return rows.length;
  });

  const scored = await step('five judges score every team at once, one on a phone', async () => {
    const [onPhone, others] = await Promise.all([
      scoreFirstTeamOnPhone(phone, phoneJudge.session!.user.id, checks),
      scoreAssigned(judges, new Set()),
    ]);
    return 1 + others + (await scoreAssigned([phoneJudge], new Set([onPhone])));
  });

  const results = await step(
    'the division closes judging, checks the ranking, shortlists the top third',
    async () => {
      await desk.closeJudging();
      const rows = await division.http!.get<JudgingResultRow[]>(`${JUDGING}/proposal/results`);
      for (const problem of checkResults(rows, JUDGES_PER_TEAM)) findings.add(problem);
      // Once closed, a judge may read the results too.
      await judges[0]!.http!.get(`${JUDGING}/proposal/results`);
      await desk.shortlistTop(Math.ceil(rows.length / 3), rows.length);
      return division.http!.get<JudgingResultRow[]>(`${JUDGING}/proposal/results`);
    },
  );

  await step('every team hears: Tahap 2 for the chosen, a kind word for the others', () =>
    inBatches(cohort, 5, async (s) => {
      const row = results.find((t) => t.team_id === s.team!.id);
      const heard = await leaderHears(s.http!);
      const chosen = row?.status === 'Stage-2';
      if (chosen === row?.not_selected)
        findings.add(`${s.team!.team_name}: neither chosen nor not`);
      const expected = chosen
        ? ['Stage-2', /^Selamat! .* lolos ke Tahap 2$/]
        : ['Stage-1', /belum lolos/];
      if (
        heard.status !== expected[0] ||
        !heard.titles.some((t) => (expected[1] as RegExp).test(t))
      )
        findings.add(`${s.team!.team_name} heard ${heard.status} ${heard.titles.join(' | ')}`);
    }),
  );
  return { teams: results.length, scored };
}
