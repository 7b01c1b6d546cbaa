import { DEFAULT_ROLE_KEYS, hasGrant } from '@gcw/shared/contract';
import type { DefaultRoleKey, Permission } from '@gcw/shared/contract';
import QRCode from 'qrcode';

import { judgeAssignments } from '../src/core/db/schema/judging';
import { mailOutbox } from '../src/core/db/schema/mail';
import { DEFAULT_ROLES } from '../src/domain/committee/default-roles';
import { member as committeeMember } from './support/committee';
import { A, describeEachDb, R } from './support/harness';
import type { Session } from './support/harness';
import { multipart, PDF, PNG } from './support/multipart';
import { POLICY } from './support/permission-policy';

/** A code of the right shape that no certificate has. */
const NO_CERTIFICATE = 'GCW-C-AAAAAAAAAA';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  form?: ReturnType<typeof multipart>;
}

/**
 * Routes anyone may call: sign-in and friends, health, docs, the QR image (the URL is the
 * capability) and front-end failure reports (a signed-out page can fail too).
 */
const PUBLIC = new Set([
  'POST /api/v1/gcw/resources/auth/login',
  'POST /api/v1/gcw/resources/auth/registration',
  'POST /api/v1/gcw/resources/auth/validate-google-id-token',
  'POST /api/v1/gcw/resources/auth/refresh-token',
  'POST /api/v1/gcw/resources/auth/password/forgot',
  'POST /api/v1/gcw/resources/auth/password/reset',
  'POST /api/v1/gcw/resources/auth/email/verify',
  'GET /api/v1/gcw/resources/seminar/qr/{code}',
  'GET /api/health',
  'GET /api/ready',
  'POST /api/v1/client-errors',
  'GET /api/v1/gcw/resources/settings',
  'GET /api/v1/gcw/resources/certificates/verify/{code}',
  'GET /api/v1/gcw/resources/privacy/retention',
]);

describeEachDb('access matrix', (h) => {
  let admin: Session;
  let member: Session;
  let outsider: Session;
  let otherTeamMember: Session;
  let team: { id: number; join_code: string; bukti_pembayaran_url: string };
  let participantRoutes: Route[];
  let adminRoutes: Route[];
  const members = {} as Record<DefaultRoleKey, Session>;

  beforeAll(async () => {
    admin = await h.admin();
    member = await h.user();
    outsider = await h.user();
    otherTeamMember = await h.user();
    team = (await h.registerTeam(member, 'hackathon')).json().Data;
    await h.registerTeam(otherTeamMember, 'competitive-programming');
    const proof = () =>
      multipart(
        {},
        { field: 'bukti_pembayaran', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
      );
    const itb = (await h.request('GET', `${R}/institutions?q=ITB`, { token: member.token })).json()
      .Data[0].id;
    // A draft the admin's row of the matrix takes through its states, each answering 200.
    const note = (
      await h.request('POST', `${A}/announcements`, {
        token: admin.token,
        body: { title: 'Matriks', body: 'x', audience: 'all' },
      })
    ).json().Data.id;
    const later = new Date(Date.now() + 3600_000).toISOString();
    // A member of each default role, and one the committee routes change and remove.
    for (const key of DEFAULT_ROLE_KEYS) members[key] = await committeeMember(h, key);
    const target = await committeeMember(h, 'juri');
    // Every one of them (and the admin) assigned to judge the team: the judge routes then
    // answer by permission alone.
    await h.db.insert(judgeAssignments).values(
      [admin, ...Object.values(members)].map((m) => ({
        stage: 'proposal',
        teamId: team.id,
        judgeId: m.id,
      })),
    );
    const rubric = {
      judges_per_team: 1,
      criteria: [{ id: 'ide', name: 'Ide', description: '', weight: 1, min: 0, max: 10 }],
    };
    const pair = { team_id: team.id, judge_id: target.id };
    const J = `${A}/judging`;

    // A notice that failed (not a one-time link): the outbox routes read it and resend it.
    const [notice] = await h.db
      .insert(mailOutbox)
      .values({
        userId: member.id,
        recipient: member.email,
        template: 'member_joined',
        subject: 'Matriks',
        text: 'x',
        html: '<p>x</p>',
        idempotencyKey: `member_joined:${member.id}:matrix`,
        state: 'failed',
      })
      .returning({ id: mailOutbox.id });
    participantRoutes = [
      { method: 'GET', url: `${R}/profile/my` },
      {
        method: 'POST',
        url: `${R}/profile/my/socmed-document`,
        form: multipart(
          {},
          { field: 'socmed_document', name: 's.png', type: 'image/png', bytes: PNG },
        ),
      },
      { method: 'GET', url: `${R}/institutions` },
      { method: 'POST', url: `${R}/profile/my`, body: {} },
      { method: 'GET', url: `${R}/profile/events` },
      { method: 'POST', url: `${R}/team/registration/hackathon`, form: proof() },
      { method: 'GET', url: `${R}/team/registration/find/${team.join_code}` },
      { method: 'POST', url: `${R}/team/registration/join/${team.join_code}` },
      { method: 'POST', url: `${R}/team/leave` },
      { method: 'POST', url: `${R}/team/payment`, form: proof() },
      { method: 'GET', url: `${R}/team/${team.id}` },
      { method: 'PATCH', url: `${R}/team/${team.id}`, body: { team_name: 'Tim Matriks' } },
      { method: 'POST', url: `${R}/team/${team.id}/join-code` },
      { method: 'DELETE', url: `${R}/team/${team.id}/members/${outsider.id}` },
      { method: 'POST', url: `${R}/team/${team.id}/leader`, body: { user_id: outsider.id } },
      { method: 'GET', url: `${R}/announcements` },
      { method: 'GET', url: `${R}/settings/my-extensions` },
      { method: 'GET', url: `${R}/privacy/consent` },
      { method: 'POST', url: `${R}/privacy/consent`, body: { version: 'lama' } },
      { method: 'GET', url: `${R}/privacy/exports` },
      { method: 'POST', url: `${R}/privacy/exports` },
      { method: 'GET', url: `${R}/privacy/exports/1/archive` },
      { method: 'GET', url: `${R}/privacy/erasure` },
      // Refused by its confirmation word: the matrix erases nobody.
      { method: 'POST', url: `${R}/privacy/erasure`, body: { confirm: 'tidak' } },
      {
        method: 'POST',
        url: `${R}/team/submission/stage-1`,
        form: multipart(
          {},
          { field: 'proposal', name: 'p.pdf', type: 'application/pdf', bytes: PDF },
        ),
      },
      {
        method: 'POST',
        url: `${R}/team/submission/stage-2`,
        body: { video_url: 'https://youtu.be/x' },
      },
      { method: 'POST', url: `${R}/seminar/registration` },
      { method: 'GET', url: `${R}/seminar/ticket` },
      { method: 'GET', url: `${R}/seminar/ticket.ics` },
      { method: 'DELETE', url: `${R}/seminar/registration` },
      { method: 'GET', url: team.bukti_pembayaran_url },
      { method: 'POST', url: `${R}/auth/email/resend` },
      { method: 'GET', url: `${R}/profile/account` },
      { method: 'POST', url: `${R}/profile/email`, body: { new_email: 'x@example.com' } },
      { method: 'GET', url: `${R}/notifications` },
      { method: 'POST', url: `${R}/notifications/read`, body: { all: true } },
      { method: 'GET', url: `${R}/profile/notification-preferences` },
      { method: 'PUT', url: `${R}/profile/notification-preferences`, body: {} },
      { method: 'GET', url: `${R}/certificates` },
      { method: 'GET', url: `${R}/certificates/${NO_CERTIFICATE}/pdf` },
      { method: 'POST', url: `${R}/auth/logout` },
    ];
    const template = {
      title: 'SERTIFIKAT',
      body: '{nama}',
      event_date: null,
      signers: [],
      background_file_id: null,
      logo_file_id: null,
    };
    adminRoutes = [
      { method: 'GET', url: `${A}/privacy/retention` },
      { method: 'POST', url: `${A}/privacy/retention/run` },
      // An address no account has: past the guard, nobody erased.
      {
        method: 'POST',
        url: `${A}/privacy/erasures`,
        body: { email: 'tidak-ada@matriks.id', reason: 'Uji matriks akses, tidak ada akun' },
      },
      { method: 'GET', url: `${A}/certificates/templates` },
      { method: 'PUT', url: `${A}/certificates/templates/seminar`, body: template },
      {
        method: 'POST',
        url: `${A}/certificates/templates/seminar/images/logo`,
        form: multipart(
          {},
          { field: 'file', name: 'l.png', type: 'image/png', bytes: await QRCode.toBuffer('x') },
        ),
      },
      { method: 'GET', url: `${A}/certificates/templates/seminar/preview.pdf` },
      { method: 'POST', url: `${A}/certificates/templates/seminar/preview.pdf`, body: template },
      { method: 'GET', url: `${A}/certificates/candidates?key=seminar` },
      { method: 'POST', url: `${A}/certificates/jobs`, body: { template_key: 'seminar' } },
      { method: 'GET', url: `${A}/certificates/jobs` },
      { method: 'GET', url: `${A}/certificates/jobs/999999` },
      { method: 'GET', url: `${A}/certificates` },
      {
        method: 'POST',
        url: `${A}/certificates/${NO_CERTIFICATE}/revoke`,
        body: { reason: 'Matriks akses' },
      },
      { method: 'GET', url: `${A}/users` },
      { method: 'GET', url: `${A}/users/export` },
      { method: 'GET', url: `${A}/users/${member.id}` },
      { method: 'POST', url: `${A}/users/${member.id}/verify`, body: { verified: true } },
      { method: 'GET', url: `${A}/teams/hackathon` },
      { method: 'GET', url: `${A}/teams/hackathon/export` },
      {
        method: 'POST',
        url: `${A}/teams/${team.id}/payment`,
        body: { action: 'verify', bukti_pembayaran_url: team.bukti_pembayaran_url },
      },
      { method: 'POST', url: `${A}/teams/${team.id}/status`, body: { status: 'Registered' } },
      { method: 'POST', url: `${A}/teams/status`, body: { ids: [team.id], status: 'Registered' } },
      { method: 'GET', url: `${A}/stats` },
      { method: 'GET', url: `${A}/seminar` },
      { method: 'GET', url: `${A}/seminar/export` },
      { method: 'POST', url: `${A}/seminar/check-in`, body: { ticket: 'SEM-0000000000000000' } },
      { method: 'GET', url: `${A}/door/bundle` },
      { method: 'POST', url: `${A}/door/sync`, body: { door: 'Matriks', items: [] } },
      { method: 'GET', url: `${A}/audit-log` },
      { method: 'GET', url: `${A}/audit-log/export` },
      { method: 'GET', url: `${A}/summary` },
      { method: 'GET', url: `${A}/mails` },
      { method: 'GET', url: `${A}/users/${member.id}/mails` },
      { method: 'POST', url: `${A}/users/${member.id}/resend-verification` },
      { method: 'GET', url: `${A}/mails/${notice!.id}` },
      { method: 'POST', url: `${A}/mails/${notice!.id}/resend` },
      {
        method: 'POST',
        url: `${A}/users/${member.id}/verify-email`,
        body: { reason: 'Matriks akses' },
      },
      { method: 'GET', url: `${A}/institutions` },
      { method: 'GET', url: `${A}/announcements` },
      {
        method: 'POST',
        url: `${A}/announcements`,
        body: { title: 'Matriks', body: 'x', audience: 'all' },
      },
      { method: 'GET', url: `${A}/announcements/recipients?audience=all` },
      {
        method: 'POST',
        url: `${A}/announcements/preview`,
        body: { title: 'Matriks', body: 'x', audience: 'all' },
      },
      {
        method: 'PUT',
        url: `${A}/announcements/${note}`,
        body: { title: 'Matriks 2', body: 'x', audience: 'all' },
      },
      { method: 'POST', url: `${A}/announcements/${note}/schedule`, body: { scheduled_at: later } },
      { method: 'POST', url: `${A}/announcements/${note}/unschedule` },
      { method: 'POST', url: `${A}/announcements/${note}/send` },
      { method: 'POST', url: `${A}/announcements/${note}/withdraw` },
      { method: 'GET', url: `${A}/setup` },
      { method: 'POST', url: `${A}/setup/test-mail` },
      { method: 'GET', url: `${A}/settings` },
      {
        method: 'PUT',
        url: `${A}/settings/general`,
        body: { countdown_target: '2025-07-25T17:00:00.000Z', final_day: '2025-07-19' },
      },
      { method: 'GET', url: `${A}/teams/${team.id}/deadline-extensions` },
      {
        method: 'PUT',
        url: `${A}/teams/${team.id}/deadline-extensions`,
        body: { window: 'registration', until: null },
      },
      { method: 'GET', url: `${A}/institutions/unmatched` },
      { method: 'POST', url: `${A}/institutions`, body: { name: 'Institut Matriks Akses' } },
      {
        method: 'POST',
        url: `${A}/institutions/merge`,
        body: { key: 'kampus matriks', into_id: itb },
      },
      { method: 'GET', url: `${A}/users/${member.id}/file-access` },
      { method: 'GET', url: `${A}/committee/me` },
      { method: 'GET', url: `${A}/committee/roles` },
      { method: 'GET', url: `${A}/committee/members` },
      {
        method: 'POST',
        url: `${A}/committee/invites`,
        body: { email: `matriks-${process.pid}@example.com`, name: 'Matriks', role_ids: [1] },
      },
      {
        method: 'PUT',
        url: `${A}/committee/members/${target.id}/roles`,
        body: { role_ids: [1] },
      },
      { method: 'POST', url: `${A}/committee/members/${target.id}/resend-invite` },
      { method: 'GET', url: `${J}` },
      { method: 'PUT', url: `${J}/proposal/rubric`, body: rubric },
      { method: 'GET', url: `${J}/judges` },
      { method: 'GET', url: `${J}/proposal/assignments` },
      { method: 'POST', url: `${J}/proposal/assignments`, body: pair },
      { method: 'DELETE', url: `${J}/proposal/assignments`, body: pair },
      { method: 'POST', url: `${J}/proposal/assignments/auto`, body: { replace: false } },
      { method: 'POST', url: `${J}/conflicts`, body: { ...pair, reason: 'Matriks' } },
      { method: 'DELETE', url: `${J}/conflicts`, body: pair },
      { method: 'GET', url: `${J}/proposal/results` },
      { method: 'GET', url: `${J}/proposal/my-teams` },
      { method: 'GET', url: `${J}/proposal/teams/${team.id}` },
      {
        method: 'PUT',
        url: `${J}/proposal/teams/${team.id}/score`,
        body: { scores: { ide: 5 }, comment: '', submit: false },
      },
      { method: 'POST', url: `${J}/proposal/close` },
      { method: 'POST', url: `${J}/proposal/reopen` },
      { method: 'POST', url: `${J}/proposal/shortlist`, body: { team_ids: [] } },
      // Last: it takes the target off the committee.
      { method: 'DELETE', url: `${A}/committee/members/${target.id}` },
    ];
  });

  const send = (route: Route, token?: string) =>
    h.request(route.method, route.url, {
      ...(token ? { token } : {}),
      ...(route.form
        ? { payload: route.form.payload, headers: route.form.headers }
        : route.body !== undefined
          ? { body: route.body }
          : {}),
    });

  const normalise = (r: Route) =>
    `${r.method} ${r.url}`
      .replace(/\/find\/[A-Z0-9]+$/, '/find/{join_code}')
      .replace(/\/join\/[A-Z0-9]+$/, '/join/{join_code}')
      .replace(/\/files\/[0-9a-f-]+$/, '/files/{file_id}')
      .replace(/\/registration\/hackathon$/, '/registration/{event_type}')
      .replace(/\/settings\/general$/, '/settings/{section}')
      .replace(/\/teams\/hackathon/, '/teams/{event_type}')
      .replace(/\/team\/\d+$/, '/team/{id_team}')
      .replace(/\/team\/\d+\//, '/team/{id_team}/')
      .replace(/\/members\/\d+$/, '/members/{user_id}')
      .replace(/\/announcements\/\d+/, '/announcements/{id}')
      .replace(/\/mails\/\d+/, '/mails/{id}')
      .replace(/\/templates\/seminar/, '/templates/{key}')
      .replace(/\/images\/logo$/, '/images/{slot}')
      .replace(/\/certificates\/jobs\/\d+$/, '/certificates/jobs/{id}')
      .replace(/\/certificates\/GCW-C-[A-Z2-7]+/, '/certificates/{code}')
      .replace(/\/committee\/members\/\{user_id\}$/, '/committee/members/{id}')
      .replace(/\/committee\/members\/\d+\//, '/committee/members/{id}/')
      .replace(/\/judging\/proposal\//, '/judging/{stage}/')
      .replace(/\/judging\/\{stage\}\/teams\/\d+/, '/judging/{stage}/teams/{team_id}')
      .replace(/\/exports\/\d+\/archive$/, '/exports/{id}/archive')
      .replace(/\?.*$/, '')
      .replace(/\/(users|teams)\/\d+/, '/$1/{id}');

  test('the matrix covers every route of the OpenAPI description', async () => {
    const doc = (await h.request('GET', '/api/docs/json')).json();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(30);
    const covered = new Set([...participantRoutes, ...adminRoutes].map(normalise));
    const uncovered = documented.filter(
      (r) => !PUBLIC.has(r) && !covered.has(r) && !r.includes('/api/docs'),
    );
    expect(uncovered).toEqual([]);
  });

  test('anonymous: every non-public route answers 401 with a Message', async () => {
    for (const route of [...participantRoutes, ...adminRoutes]) {
      const res = await send(route);
      expect([route.url, res.statusCode]).toEqual([route.url, 401]);
      expect(res.json().Message).toEqual(expect.any(String));
    }
  });

  test('participant: every admin route answers 403', async () => {
    for (const route of adminRoutes) {
      const res = await send(route, outsider.token);
      expect([route.url, res.statusCode]).toEqual([route.url, 403]);
    }
  });

  test("another team's participant or an outsider cannot read the team or its files", async () => {
    for (const who of [outsider, otherTeamMember]) {
      expect(
        (await h.request('GET', `${R}/team/${team.id}`, { token: who.token })).statusCode,
      ).toBe(403);
      expect(
        (await h.request('GET', team.bukti_pembayaran_url, { token: who.token })).statusCode,
      ).toBe(403);
    }
    // The team's own member can.
    expect(
      (await h.request('GET', `${R}/team/${team.id}`, { token: member.token })).statusCode,
    ).toBe(200);
  });

  test('admin (the first, Ketua panitia): every admin route but scoring answers 2xx, and team detail and files are readable', async () => {
    for (const route of adminRoutes) {
      const res = await send(route, admin.token);
      // Certificates: nobody checked in yet (409), no such job or code (404): past the guard.
      const certificate = route.url.startsWith(`${A}/certificates/jobs`)
        ? route.method === 'POST'
          ? 409
          : route.url.endsWith('/jobs')
            ? 200
            : 404
        : route.url.endsWith('/revoke')
          ? 404
          : route.url.endsWith('/images/logo')
            ? 201
            : null;
      const other = route.url.endsWith('/resend')
        ? 201
        : route.url.endsWith('/privacy/erasures')
          ? 404
          : route.url.endsWith('/check-in')
            ? 404
            : route.url.endsWith('/resend-verification') || route.url.endsWith('/test-mail')
              ? 202
              : [`POST ${A}/institutions`, `POST ${A}/announcements`].includes(
                    `${route.method} ${route.url}`,
                  )
                ? 201
                : 200;
      const expected = certificate ?? other;
      // Scoring is the Juri role's, not the ketua's: refused like any missing permission.
      if (!allowed('ketua', route)) {
        expect([route.url, res.statusCode]).toEqual([route.url, 403]);
        continue;
      }
      // The committee's and the judging's routes: past the guard, whatever their state says.
      if (/\/(committee|judging)\b|\/file-access$/.test(route.url)) {
        expect([route.url, res.statusCode < 500 && ![401, 403].includes(res.statusCode)]).toEqual([
          route.url,
          true,
        ]);
        continue;
      }
      expect([route.url, res.statusCode]).toEqual([route.url, expected]);
    }
    expect(
      (await h.request('GET', `${R}/team/${team.id}`, { token: admin.token })).statusCode,
    ).toBe(200);
    expect(
      (await h.request('GET', team.bukti_pembayaran_url, { token: admin.token })).statusCode,
    ).toBe(200);
  });

  test('every admin route states its need in the policy', () => {
    const missing = adminRoutes.map(normalise).filter((key) => !POLICY[key]);
    expect(missing).toEqual([]);
  });

  /** Whether the role's grants meet the route's need (the policy), in the data's competition. */
  const allowed = (key: DefaultRoleKey, route: Route) => {
    const need = POLICY[normalise(route)]!;
    if (need.permission === 'admin') return true;
    const grants = DEFAULT_ROLES.find((r) => r.key === key)!.grants;
    const wanted: Permission[] = Array.isArray(need.permission)
      ? need.permission
      : [need.permission];
    return wanted.some((p) => hasGrant(grants, p, need.scope));
  };

  test.each([...DEFAULT_ROLE_KEYS])(
    '%s: every admin route answers as the policy says (403 with a Message otherwise)',
    async (key) => {
      for (const route of adminRoutes) {
        const res = await send(route, members[key].token);
        const answer = res.statusCode;
        if (allowed(key, route))
          expect([route.method, route.url, answer < 500 && ![401, 403].includes(answer)]).toEqual([
            route.method,
            route.url,
            true,
          ]);
        else {
          expect([route.method, route.url, answer]).toEqual([route.method, route.url, 403]);
          expect(res.json().Message).toEqual(
            expect.stringMatching(/^(Anda tidak punya izin|Juri hanya|Hasil penjurian)/),
          );
        }
      }
    },
  );

  test('least privilege: door staff reach only the door, judges only judging', () => {
    const reach = (key: DefaultRoleKey) =>
      adminRoutes
        .filter((r) => allowed(key, r))
        .map(normalise)
        .sort();
    expect(reach('petugas-pintu')).toEqual(
      [
        `GET ${A}/committee/me`,
        `GET ${A}/door/bundle`,
        `POST ${A}/door/sync`,
        `POST ${A}/seminar/check-in`,
      ].sort(),
    );
    expect(reach('juri')).toEqual(
      [
        `GET ${A}/committee/me`,
        `GET ${A}/judging`,
        `GET ${A}/judging/{stage}/my-teams`,
        `GET ${A}/judging/{stage}/teams/{team_id}`,
        `PUT ${A}/judging/{stage}/teams/{team_id}/score`,
      ].sort(),
    );
  });
});
