import type { Session, TeamDetail } from '@gcw/shared/contract';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { expect, request as requests, test } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { bearer, InstanceCalls } from '../support/instance-calls';
import { NginxFrontStack } from '../support/nginx-front-stack';
import { useSession } from '../support/session';
import { tinyPng } from '../support/test-files';

/**
 * The product behind the shipped nginx front (deploy/nginx/): two product hosts for the pages,
 * two API instances for `/api/`, one PostgreSQL. One instance is stopped with SIGTERM (as a
 * deploy does) in the middle of a burst of reads, sign-ups, team registrations with their
 * proof, joins and uploads: nginx sends what the stopping instance refuses to the other one,
 * so no request fails, and every write answered 2xx is in the database.
 */
test.describe.configure({ mode: 'serial' });

const stack = new NginxFrontStack();
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stack.start();
  api = await requests.newContext({ baseURL: stack.url });
});

test.afterAll(async () => {
  await api?.dispose();
  await stack.stop();
});

const calls = new InstanceCalls(() => api, 'nginx', '23');
const send = (call: () => Promise<APIResponse>) => calls.send(call);
const student = () => calls.student();
const newEmail = () => calls.newEmail();
const signUp = (email: string) => calls.signUp(email);
const registerTeam = (leader: Session, name: string) => calls.registerTeam(leader, name);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('pages and the API are served through nginx', async ({ page }) => {
  const session = await student();
  await useSession(page, session);
  const document = await page.goto(`${stack.url}/dashboard/profile`);
  expect(document?.status()).toBe(200);
  // The page's security headers are the product host's, passed through.
  expect(document?.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByRole('form', { name: 'Form profil' })).toBeVisible({ timeout: 20_000 });
});

test('SIGTERM of one API instance in a burst through nginx: no request fails, no answered write is lost', async () => {
  test.setTimeout(120_000);
  const leaders = await Promise.all(Array.from({ length: 4 }, () => student()));
  const members = await Promise.all(Array.from({ length: 12 }, () => student()));
  const lateLeaders = await Promise.all(Array.from({ length: 3 }, () => student()));
  const teams: TeamDetail[] = [];
  for (const [i, leader] of leaders.entries()) {
    const res = await send(() => registerTeam(leader, `Tim Nginx ${i + 1}`));
    expect(res.status()).toBe(201);
    teams.push(((await res.json()) as { Data: TeamDetail }).Data);
  }

  type Op = {
    kind: 'read' | 'sign-up' | 'team' | 'join' | 'upload';
    who?: Session;
    team?: TeamDetail;
    email?: string;
    run: () => Promise<APIResponse>;
  };
  const groups: Op[][] = [
    members.map((m, i) => ({
      kind: 'join' as const,
      who: m,
      team: teams[i % teams.length]!,
      run: () =>
        api.post(`${API_BASE_PATH}/team/registration/join/${teams[i % teams.length]!.join_code}`, {
          headers: bearer(m),
        }),
    })),
    members.map((m) => ({
      kind: 'upload' as const,
      who: m,
      run: () =>
        api.post(`${API_BASE_PATH}/profile/my/socmed-document`, {
          headers: bearer(m),
          multipart: {
            socmed_document: { name: 'follow.png', mimeType: 'image/png', buffer: tinyPng() },
          },
        }),
    })),
    lateLeaders.map((l, i) => ({
      kind: 'team' as const,
      who: l,
      run: () => registerTeam(l, `Tim Nginx Akhir ${i + 1}`),
    })),
    Array.from({ length: 8 }, () => {
      const email = newEmail();
      return { kind: 'sign-up' as const, email, run: () => signUp(email) };
    }),
    [...leaders, ...members].map((s) => ({
      kind: 'read' as const,
      who: s,
      run: () => api.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(s) }),
    })),
  ];
  // Taken in turn from each kind, so that every kind is in flight when the instance stops.
  const ops: Op[] = [];
  for (let i = 0; ops.length < groups.flat().length; i += 1)
    for (const group of groups) if (group[i]) ops.push(group[i]!);

  // The first half of the burst goes out; once ten answers are in, the instance is told to
  // stop and the second half goes out while it stops: whatever the machine's speed, part of the
  // burst meets the stopping instance.
  const half = Math.ceil(ops.length / 2);
  const sendOne = async (op: Op, i: number) => {
    await sleep(i * 12);
    const sentAt = Date.now();
    return { op, res: await send(op.run), sentAt };
  };
  let answered = 0;
  let underWay!: () => void;
  const tenAnswered = new Promise<void>((resolve) => (underWay = resolve));
  const firstHalf = Promise.all(
    ops.slice(0, half).map(async (op, i) => {
      const outcome = await sendOne(op, i);
      if ((answered += 1) === 10) underWay();
      return outcome;
    }),
  );
  await tenAnswered;
  const stoppedAt = Date.now();
  // Graceful: it refuses new connections, finishes what it has, and exits 0.
  const exited = stack.apis[0]!.terminate();
  const secondHalf = Promise.all(ops.slice(half).map(sendOne));
  expect(await exited).toBe(0);
  const done = [...(await firstHalf), ...(await secondHalf)];
  // Part of the burst was sent after the stop began, and nginx found the stopping instance
  // refusing (its closing 503 while it drains, then a refused connection once it stopped
  // listening) and sent those requests to the other one.
  const afterStop = done.filter((d) => d.sentAt >= stoppedAt).length;
  expect(afterStop).toBeGreaterThan(0);
  expect(stack.front.errorLog()).toMatch(
    /Connection refused\) while connecting to upstream|upstream server temporarily disabled/,
  );

  // No failed request: every one answered 2xx (a 502 would be a request cut after it was sent).
  const failed = done.filter((d) => d.res.status() >= 300);
  expect(
    await Promise.all(
      failed.map(async (d) => `${d.op.kind} ${d.res.status()} ${await d.res.text()}`),
    ),
  ).toEqual([]);
  const summary = `${done.length} requests, ${afterStop} sent after the stop, ${calls.repeated} repeated after a 503`;
  test.info().annotations.push({ type: 'burst', description: summary });
  console.log(`nginx front: ${summary}`);

  // Every answered write is in the database the surviving instance uses.
  for (const { op, res } of done) {
    const data = ((await res.json()) as { Data: Record<string, unknown> }).Data;
    if (op.kind === 'sign-up') {
      const rows = await stack.query('select id from users where email = $1', [
        op.email!.toLowerCase(),
      ]);
      expect(rows, `sign-up ${op.email}`).toHaveLength(1);
    } else if (op.kind === 'team') {
      const rows = await stack.query('select id from teams where id = $1 and leader_id = $2', [
        data.id,
        op.who!.user.id,
      ]);
      expect(rows, `team of ${op.who!.user.email}`).toHaveLength(1);
    } else if (op.kind === 'join') {
      const rows = await stack.query(
        'select 1 from team_members where team_id = $1 and user_id = $2',
        [op.team!.id, op.who!.user.id],
      );
      expect(rows, `join of ${op.who!.user.email}`).toHaveLength(1);
    } else if (op.kind === 'upload') {
      const [row] = await stack.query<{ socmed_document: string }>(
        'select socmed_document from users where id = $1',
        [op.who!.user.id],
      );
      expect(row?.socmed_document).toBe(data.socmed_document);
      const file = await send(() =>
        api.get(String(data.socmed_document), { headers: bearer(op.who!) }),
      );
      expect(file.status()).toBe(200);
      expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
    }
  }
});
