import type { EventsData, Session, TeamDetail } from '@gcw/shared/contract';
import { API_BASE_PATH } from '@gcw/shared/contract';
import { expect, request as requests, test } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';

import { bearer, InstanceCalls } from '../support/instance-calls';
import { InstancesStack } from '../support/instances-stack';
import { useSession } from '../support/session';
import { tinyPng } from '../support/test-files';

/**
 * Two API instances on one PostgreSQL behind the product host. Reads, joins and uploads go
 * through both. One is stopped (SIGTERM) in the middle of a burst: not one request fails, and
 * every write answered 2xx is there. One is killed with `kill -9` in the middle of a burst: the
 * other keeps serving, no read fails, every write that was answered 2xx is there, and no team is
 * half-made (a write cut inside the killed process may be a 502: it may have been done). The
 * per-account sign-in budget holds across both (shared through Redis when it answers). Then,
 * with no instance up, the host answers 503 with Retry-After, the page says so and recovers by
 * itself once one is back.
 */
test.describe.configure({ mode: 'serial' });

const stack = new InstancesStack();
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await stack.start();
  api = await requests.newContext({ baseURL: stack.hostUrl });
});

test.afterAll(async () => {
  await api?.dispose();
  await stack.stop();
});

const calls = new InstanceCalls(() => api, 'instances', '22');
const send = (call: () => Promise<APIResponse>) => calls.send(call);
const student = () => calls.student();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const uploadSocmed = (s: Session) =>
  api.post(`${API_BASE_PATH}/profile/my/socmed-document`, {
    headers: bearer(s),
    multipart: {
      socmed_document: { name: 'follow.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  });

async function eventsOf(s: Session): Promise<EventsData> {
  const res = await send(() => api.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(s) }));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Data: EventsData }).Data;
}

async function registerTeams(leaders: Session[]): Promise<TeamDetail[]> {
  const teams: TeamDetail[] = [];
  for (const leader of leaders) {
    const res = await send(() =>
      api.post(`${API_BASE_PATH}/team/registration/hackathon`, {
        headers: bearer(leader),
        multipart: {
          team_name: `Tim Instans ${Date.now() % 100_000}-${teams.length + 1}`,
          supervisor: 'Dr. Budi Santoso',
          supervisor_nidn: '0012345678',
          bukti_pembayaran: { name: 'bukti.png', mimeType: 'image/png', buffer: tinyPng() },
        },
      }),
    );
    expect(res.status()).toBe(201);
    teams.push(((await res.json()) as { Data: TeamDetail }).Data);
  }
  return teams;
}

type Op = {
  who: Session;
  kind: 'join' | 'upload' | 'read';
  team: TeamDetail | null;
  run: () => Promise<APIResponse>;
};

/** Joins (member i to team i mod n), uploads and reads, interleaved. */
function burstOf(members: Session[], teams: TeamDetail[], readers: Session[]): Op[] {
  const joins = members.map((m, i): Op => {
    const team = teams[i % teams.length]!;
    return {
      who: m,
      kind: 'join',
      team,
      run: () =>
        api.post(`${API_BASE_PATH}/team/registration/join/${team.join_code}`, {
          headers: bearer(m),
        }),
    };
  });
  const uploads = members.map((m): Op => ({
    who: m,
    kind: 'upload',
    team: null,
    run: () => uploadSocmed(m),
  }));
  const reads = readers.flatMap((r): Op[] => [
    {
      who: r,
      kind: 'read',
      team: null,
      run: () => api.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(r) }),
    },
    {
      who: r,
      kind: 'read',
      team: null,
      run: () => api.get(`${API_BASE_PATH}/profile/my`, { headers: bearer(r) }),
    },
  ]);
  const all: Op[] = [];
  for (let i = 0; i < Math.max(joins.length, reads.length); i += 1) {
    for (const op of [joins[i], reads[i], uploads[i]]) if (op) all.push(op);
  }
  return all;
}

type Done = { op: Op; res: APIResponse; at: number };

/** Every upload answered 2xx is stored and readable through the instance still up. */
async function uploadsKept(done: Done[]) {
  for (const { op, res } of done.filter((d) => d.op.kind === 'upload' && d.res.ok())) {
    const url = ((await res.json()) as { Data: { socmed_document: string } }).Data.socmed_document;
    const file = await send(() => api.get(url, { headers: bearer(op.who) }));
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');
  }
}

/**
 * Teams whole: every member listed is registered for the Hackathon with that team, the count
 * matches the list, and a student in no list has no team and no registration.
 */
async function teamsWhole(teams: TeamDetail[], leaders: Session[], done: Done[]) {
  const listed = new Map<number, number>();
  for (const [i, team] of teams.entries()) {
    const res = await send(() =>
      api.get(`${API_BASE_PATH}/team/${team.id}`, { headers: bearer(leaders[i]!) }),
    );
    const detail = ((await res.json()) as { Data: TeamDetail }).Data;
    expect(detail.bukti_pembayaran_url).toBeTruthy();
    for (const member of detail.members) listed.set(member.id, team.id);
  }
  for (const { op, res } of done.filter((d) => d.op.kind === 'join')) {
    const events = await eventsOf(op.who);
    const hackathon = events.events.find((e) => e.name === 'Hackathon')!;
    if (res.ok()) expect(listed.get(op.who.user.id)).toBe(op.team!.id);
    if (listed.has(op.who.user.id)) {
      expect(events.id_team).toBe(listed.get(op.who.user.id));
      expect(hackathon.status).toBe('Registered');
    } else {
      expect(events.id_team).toBeNull();
      expect(hackathon.status).toBe('Unregistered');
    }
  }
}

test('limits hold across both instances: 20 parallel wrong passwords, exactly 5 checked', async () => {
  const victim = await student();
  const guesses = await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      api.post(`${API_BASE_PATH}/auth/login`, {
        data: { email: victim.user.email, password: `tebakan-${n}` },
      }),
    ),
  );
  const codes = guesses.map((g) => g.status());
  // Both instances are up (the kill comes in the next test).
  // Balanced over two processes that share only the limit store: neither kept a budget of its own.
  expect(codes.filter((c) => c === 401)).toHaveLength(5);
  expect(codes.filter((c) => c === 429)).toHaveLength(15);
});

test('two instances: SIGTERM of one in a burst of reads and writes fails no request and loses no write', async () => {
  test.setTimeout(120_000);
  const leaders = await Promise.all(Array.from({ length: 4 }, () => student()));
  const members = await Promise.all(Array.from({ length: 8 }, () => student()));
  const teams = await registerTeams(leaders);
  const burst = burstOf(members, teams, [...leaders, ...members]);

  // No repeat by the client here (no send()): the host alone keeps every request from failing.
  const outcomes = Promise.all(
    burst.map(async (op, i): Promise<Done> => {
      await sleep(i * 12);
      const res = await op.run();
      return { op, res, at: Date.now() };
    }),
  );
  await sleep(120);
  const stoppedAt = Date.now();
  const exited = stack.terminate(0);
  const done = await outcomes;
  // It drained what it had and exited cleanly, and the stop fell in the middle of the burst.
  expect(await exited).toBe(0);
  expect(done.some((d) => d.at > stoppedAt)).toBe(true);

  expect(done.filter((d) => !d.res.ok()).map((d) => `${d.op.kind} ${d.res.status()}`)).toEqual([]);
  await uploadsKept(done);
  await teamsWhole(teams, leaders, done);

  // Back in rotation for the tests after this one.
  await stack.startInstance(0);
  await stack.recheck();
  expect(stack.inRotation(0)).toBe(true);
});

test('two instances on one database: kill -9 of one in a burst fails no read, loses no committed write and half-makes no team', async () => {
  test.setTimeout(120_000);
  const leaders = await Promise.all(Array.from({ length: 4 }, () => student()));
  const members = await Promise.all(Array.from({ length: 12 }, () => student()));
  const teams = await registerTeams(leaders);

  // The burst: joins, uploads and reads through both instances; instance A dies in the middle.
  const burst = burstOf(members, teams, members);
  const outcomes = Promise.all(
    burst.map(async (op, i): Promise<Done> => {
      await sleep(i * 10);
      // Reads are not repeated by the client: the host repeats a read cut on its way.
      const res = op.kind === 'read' ? await op.run() : await send(op.run);
      return { op, res, at: Date.now() };
    }),
  );
  await sleep(120);
  await stack.kill(0);
  const killedAt = Date.now();
  const done = await outcomes;
  // The kill fell in the middle: part of the burst was answered after it.
  expect(done.some((d) => d.at > killedAt)).toBe(true);

  // Not one read failed.
  expect(done.filter((d) => d.op.kind === 'read' && d.res.status() !== 200)).toEqual([]);
  // Never a 500; a 502 means a write was cut inside the killed process (outcome unknown).
  const statuses = done.map((d) => d.res.status());
  expect(statuses.filter((s) => s >= 500 && s !== 502)).toEqual([]);
  const writes = done.filter((d) => d.op.kind !== 'read');
  expect(writes.filter((d) => d.res.ok()).length).toBeGreaterThan(writes.length / 2);

  // The surviving instance serves every call from now on.
  for (let i = 0; i < 10; i += 1) {
    const res = await api.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(members[0]!) });
    expect(res.status()).toBe(200);
  }

  await uploadsKept(done);
  await teamsWhole(teams, leaders, done);
});

test('no instance up: the page says so and recovers by itself when one is back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await student();
  await useSession(page, session);
  await page.goto(`${stack.hostUrl}/dashboard/profile`);
  const form = page.getByRole('form', { name: 'Form profil' });
  await expect(form).toBeVisible({ timeout: 20_000 });

  await stack.kill(1);
  // Nothing up: the host's own 503, to repeat later, for a read, a write and the readiness check.
  for (const res of [
    await api.get(`${API_BASE_PATH}/profile/events`, { headers: bearer(session) }),
    await api.post(`${API_BASE_PATH}/profile/my/socmed-document`, { headers: bearer(session) }),
    await api.get('/api/ready'),
  ]) {
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toBe('2');
    expect(((await res.json()) as { Message: string }).Message).toMatch(
      /^Server sedang tidak tersedia/,
    );
  }
  await page.reload();
  await expect(page.getByText('server sedang tidak tersedia, mencoba lagi …')).toBeVisible({
    timeout: 15_000,
  });

  await stack.startInstance(0);
  await expect(page.getByText('server sedang tidak tersedia, mencoba lagi …')).toBeHidden({
    timeout: 20_000,
  });
  await expect(form).toBeVisible();
});
