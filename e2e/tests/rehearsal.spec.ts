import { ADMIN_API_BASE_PATH, TEAM_JOIN_PATH } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';

import { announceAndWithdraw } from '../support/rehearsal/admin-announce';
import { linkOpenedInOutbox, markVerified } from '../support/rehearsal/admin-mail';
import { completeSetUp } from '../support/rehearsal/admin-setup';
import { ADMIN_TEAMS_PATH, AdminUi } from '../support/rehearsal/admin-ui';
import { signInMember } from '../support/rehearsal/committee-http';
import { HttpClient, inBatches } from '../support/rehearsal/http-client';
import {
  COMMITTEE,
  JUDGES_PER_TEAM,
  rehearseJudging,
} from '../support/rehearsal/judging-rehearsal';
import { limitsFor } from '../support/rehearsal/limits';
import { linkFromOutbox } from '../support/rehearsal/outbox-mail';
import { PageChecks } from '../support/rehearsal/page-checks';
import { Product } from '../support/rehearsal/product';
import { StudentUi } from '../support/rehearsal/student-ui';
import type { Student } from '../support/rehearsal/students';
import * as http from '../support/rehearsal/students';
import { Tally } from '../support/rehearsal/tally';
import { VERIFICATION_SUBJECT } from '../support/session';

/**
 * The event rehearsal: the whole event, once, on the product as `npm start` serves it on a default
 * install (no SMTP, no APP_ORIGIN). The first admin (credentials read from the start output) sets
 * the event up; students register, verify through the links of the mails the admin opens in the
 * Outbox (one is marked verified by hand), fill profiles, form and join teams and pay; two admins
 * review at once; an announcement is previewed, sent and withdrawn; teams move to a stage; seats
 * are taken and checked in at the door; the Hackathon's proposals are judged (a division, five
 * judges, `REHEARSAL_JUDGED_TEAMS` more teams) and shortlisted. Three students do it in the
 * browser, the rest make the pages' calls over HTTP in small batches. It fails on any 5xx, any English the product
 * added, any serious axe finding, and prints one line of figures.
 */
const STUDENTS = Number(process.env.REHEARSAL_STUDENTS ?? 30);
const JUDGED_TEAMS = Number(process.env.REHEARSAL_JUDGED_TEAMS ?? 12);
const IN_BROWSER = 3;
const BATCH = 5;
// A busy 2-core CI machine: no click or page waits for ever, each fails with what it waited for.
test.use({ actionTimeout: 20_000, navigationTimeout: 30_000 });

const SECOND_ADMIN = {
  email: 'bendahara@gladi.test',
  password: 'bendahara-gladi-2025',
  name: 'Bendahara Panitia',
};

test('rehearsal: an event from set-up to the seminar door on a default install', async ({
  browser,
}) => {
  expect(
    STUDENTS,
    'REHEARSAL_STUDENTS: three in the browser, three teams at least',
  ).toBeGreaterThanOrEqual(9);
  // Seven minutes for the event with its first students, and more as the judged teams grow.
  test.setTimeout(420_000 + 2_000 * JUDGED_TEAMS);
  const tally = new Tally();
  const checks = new PageChecks(tally);
  const findings = new Set<string>();
  // Both admins sign in once in the browser, the Ketua once more over HTTP.
  const limits = limitsFor(STUDENTS + JUDGED_TEAMS, 3, COMMITTEE.length);
  const product = new Product(limits);
  const step = async <T>(title: string, work: () => Promise<T>): Promise<T> =>
    test.step(title, async () => {
      const result = await work();
      tally.step();
      if (process.env.REHEARSAL_VERBOSE) console.log(`rehearsal ${tally.seconds()} s: ${title}`);
      return result;
    });
  const open = async (browser: Browser, who: string, phone = false) => {
    const viewport = phone ? { width: 360, height: 800 } : undefined;
    const context = await browser.newContext({ baseURL: product.url, viewport });
    return checks.watch(await context.newPage(), who);
  };

  try {
    await step('a second admin is made as api/README.md says', () =>
      product.createAdmin(SECOND_ADMIN),
    );
    const first = await step('npm start: the product prints the first admin', () =>
      product.start(),
    );
    const anon = new HttpClient(product.url, tally, 'anonim');
    const admin = new AdminUi(await open(browser, 'admin'), checks);
    await step('the first admin signs in', () => admin.signIn(first.email, first.password));
    await step('the admin completes the set-up checklist', () => completeSetUp(admin));
    const adminHttp = anon.as((await admin.session()).access_token, 'admin');

    const runTag = Date.now().toString(36);
    const students = http.makeStudents(STUDENTS, runTag);
    const people = await Promise.all(
      students
        .slice(0, IN_BROWSER)
        .map(async (s) => new StudentUi(await open(browser, s.email), s, checks)),
    );
    const byHttp = students.slice(IN_BROWSER);

    await step('registration opens: every student registers', () =>
      Promise.all([
        ...people.map((p) => p.register()),
        inBatches(byHttp, BATCH, (s) => http.register(anon, s)),
      ]),
    );

    /** A link to another origin than the product's is a finding (see APP_ORIGIN). */
    const checked = (link: URL) => {
      if (link.origin !== product.url)
        findings.add(`mail links point at ${link.origin}, the product is at ${product.url}`);
      return link;
    };
    const byHand = byHttp[byHttp.length - 1]!;
    await step('students verify through the links the admin opens in the Outbox; one by hand', () =>
      Promise.all([
        (async () => {
          for (const p of people) {
            const link = await linkOpenedInOutbox(
              admin,
              p.student.email,
              VERIFICATION_SUBJECT,
              '/auth/verify-email',
            );
            await p.openVerificationLink(checked(link));
          }
          await markVerified(admin, byHand.name, byHand.email);
        })(),
        inBatches(byHttp.slice(0, -1), BATCH, async (s) => {
          const link = await linkFromOutbox(
            adminHttp,
            s.email,
            VERIFICATION_SUBJECT,
            '/auth/verify-email',
          );
          await http.verifyWithToken(anon, checked(link).searchParams.get('token') ?? '');
        }),
      ]),
    );

    await step('students sign in and fill their profiles', () =>
      Promise.all([
        ...people.map(async (p) => {
          await p.signIn();
          await p.fillProfile();
        }),
        inBatches(byHttp, BATCH, async (s) => {
          await http.signIn(anon, s);
          await http.fillProfile(s);
        }),
      ]),
    );

    // Teams. In the browser: a Hackathon team led by the first student, joined by link by the
    // second; the third joins a CP team by code. Over HTTP: teams of three (by code, by link).
    const [leaderUi, linkUi, codeUi] = people as [StudentUi, StudentUi, StudentUi];
    const [joinsFirst, cpLeader, cpMember, ...rest] = byHttp as [Student, Student, Student];
    const hackathonName = 'Tim Garuda Nusantara';
    const cpName = 'Tim Cendrawasih';
    const teams: { name: string; type: 'hackathon' | 'competitive-programming' }[] = [
      { name: hackathonName, type: 'hackathon' },
      { name: cpName, type: 'competitive-programming' },
    ];
    const groups: Student[][] = [];
    for (let i = 0; i < rest.length; i += 3) groups.push(rest.slice(i, i + 3));
    await step('teams are formed, paid for and joined by code and by link', () =>
      Promise.all([
        (async () => {
          const code = await leaderUi.createTeam('/dashboard/hackathon', hackathonName);
          await linkUi.joinByLink(`${TEAM_JOIN_PATH}?code=${code}`, hackathonName);
          await http.joinTeam(joinsFirst, code);
        })(),
        (async () => {
          const team = await http.createTeam(cpLeader, 'competitive-programming', cpName);
          await http.joinTeam(cpMember, team.join_code);
          await codeUi.joinByCode('/dashboard/competitive-programming', team.join_code, cpName);
        })(),
        inBatches(groups, BATCH, async ([leader, ...members], g) => {
          const type = g % 2 === 0 ? 'hackathon' : 'competitive-programming';
          const name = `Tim ${type === 'hackathon' ? 'Rajawali' : 'Merpati'} ${g + 1}`;
          teams.push({ name, type });
          const team = await http.createTeam(leader!, type, name);
          for (const member of members) await http.joinTeam(member, team.join_code);
        }),
      ]),
    );

    const second = new AdminUi(await open(browser, 'admin 2'), checks);
    await step('the second admin signs in', () =>
      second.signIn(SECOND_ADMIN.email, SECOND_ADMIN.password),
    );
    await step('two admins verify the payments at the same time; two teams move to Tahap 1', () =>
      Promise.all(
        (
          [
            [admin, 'hackathon', hackathonName],
            [second, 'competitive-programming', cpName],
          ] as const
        ).map(async ([who, type, advanced]) => {
          for (const team of teams.filter((t) => t.type === type)) {
            await who.verifyPayment(ADMIN_TEAMS_PATH[type], team.name);
            if (team.name === advanced) await who.advanceToStageOne(team.name);
            await who.closeReview();
          }
        }),
      ),
    );
    await step('a member of the advanced team finds Tahap 1 open', async () => {
      await linkUi.page.goto('/dashboard/hackathon/tahap-1');
      await expect(linkUi.page.getByText('Kumpulkan proposal solusi AI tim Anda')).toBeVisible();
      await checks.check(linkUi.page);
    });

    await step('an announcement is previewed, confirmed, seen and withdrawn', () =>
      announceAndWithdraw(admin, STUDENTS, leaderUi.page),
    );

    const tickets = await step('students take seminar seats', async () => {
      const [shown] = await Promise.all([
        Promise.all(people.map((p) => p.takeSeminarSeat())),
        inBatches(byHttp, BATCH, (s) => http.takeSeminarSeat(s)),
      ]);
      return [...shown, ...byHttp.map((s) => s.ticket!.ticket_id)];
    });
    const deskHttp = anon.as((await second.session()).access_token, 'admin 2');
    await step('the door checks tickets in: typed at the desk, the rest through its call', () =>
      Promise.all([
        (async () => {
          for (const ticket of tickets.slice(0, IN_BROWSER + 2)) await second.checkIn(ticket);
        })(),
        inBatches(tickets.slice(IN_BROWSER + 2), BATCH, (ticket) =>
          deskHttp.post(`${ADMIN_API_BASE_PATH}/seminar/check-in`, { ticket }),
        ),
      ]),
    );

    const ketuaHttp = await signInMember(anon, {
      ...first,
      name: 'Ketua',
      institution: null,
      role: 'ketua',
    });
    const judged = await rehearseJudging({
      step,
      open: (who, phone) => open(browser, who, phone),
      checks,
      findings,
      ketua: admin,
      ketuaHttp: ketuaHttp.http!,
      anon,
      runTag,
      first: STUDENTS,
      teams: JUDGED_TEAMS,
    });

    const outbox = await adminHttp.get<{ total: number }>(
      `${ADMIN_API_BASE_PATH}/mails?page_size=1`,
    );
    console.log(
      `rehearsal: ${STUDENTS + JUDGED_TEAMS} students, ${outbox.total} mails, ${tally.steps} steps, ${tally.seconds()} s`,
    );
    console.log(
      `rehearsal: ${judged.teams} teams × ${JUDGES_PER_TEAM} judges, ${judged.scored} scores, shortlisted`,
    );
    const raised = Object.keys(limits);
    if (raised.length > 0)
      console.log(`rehearsal: default limits raised for one address: ${raised.join(', ')}`);
  } finally {
    await product.stop();
    // Said even when a step broke off the story: what was found up to there.
    const found = [...tally.serverErrors, ...checks.problems, ...findings];
    if (found.length > 0) console.log(`rehearsal found:\n${found.join('\n')}`);
  }
  const problems = [...tally.serverErrors, ...checks.problems, ...findings];
  expect(problems, problems.join('\n')).toEqual([]);
});
