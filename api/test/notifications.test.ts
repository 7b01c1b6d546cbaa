import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';
import { mailConfig } from './support/mail';
import { TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

const bell = async (h: Harness, s: Session, query = '') =>
  (await h.request('GET', `${R}/notifications${query}`, { token: s.token })).json().Data;

describeEachDb(
  'notifications',
  (h) => {
    let admin: Session;
    let leader: Session;
    let member: Session;
    let teamId: number;
    let joinCode: string;

    beforeAll(async () => {
      admin = await h.admin();
      leader = await h.user();
      member = await h.user();
      const team = (await h.registerTeam(leader, 'hackathon', { team_name: 'Tim Garuda' })).json()
        .Data;
      teamId = team.id;
      joinCode = team.join_code;
    });

    test('a member joins: the leader gets a notification and a mail; the joiner does not', async () => {
      const join = await h.request('POST', `${R}/team/registration/join/${joinCode}`, {
        token: member.token,
      });
      expect(join.statusCode).toBe(200);
      const page = await bell(h, leader);
      expect(page).toMatchObject({ total: 1, unread: 1, page: 1, page_size: 20 });
      expect(page.items[0]).toMatchObject({
        kind: 'member_joined',
        event: 'Hackathon',
        title: 'Siti Aminah bergabung dengan Tim Garuda',
        link: '/dashboard/hackathon/team',
        read_at: null,
      });
      const mail = await smtp.waitForSubject(leader.email, 'bergabung');
      expect(mail.subject).toBe('Siti Aminah bergabung dengan Tim Garuda - GCW 2025');
      expect(mail.text).toContain('https://gcw.example.ac.id/dashboard/hackathon/team');
      expect((await bell(h, member)).total).toBe(0);
    });

    test('payment rejected with a reason, then verified: every member is told, the reason included', async () => {
      const reject = await h.request('POST', `${A}/teams/${teamId}/payment`, {
        token: admin.token,
        body: { action: 'reject', reason: 'Nominal transfer kurang' },
      });
      expect(reject.statusCode).toBe(200);
      for (const who of [leader, member]) {
        const [latest] = (await bell(h, who)).items;
        expect(latest).toMatchObject({
          kind: 'payment_rejected',
          title: 'Pembayaran Tim Garuda ditolak',
        });
        expect(latest.body).toContain('"Nominal transfer kurang"');
      }
      const rejectedMail = await smtp.waitForSubject(member.email, 'ditolak');
      expect(rejectedMail.text).toContain('Nominal transfer kurang');
      expect(rejectedMail.html).toContain('&quot;Nominal transfer kurang&quot;');

      await h.verifyPayment(admin, teamId);
      expect((await bell(h, member)).items[0].kind).toBe('payment_verified');
      await smtp.waitForSubject(member.email, 'diverifikasi');
      // Verifying an already verified payment changes nothing and tells nobody again.
      await h.verifyPayment(admin, teamId);
      expect(
        (await bell(h, member)).items.filter(
          (n: { kind: string }) => n.kind === 'payment_verified',
        ),
      ).toHaveLength(1);
    });

    test('a mail kind turned off: the bell still shows it, no mail is sent', async () => {
      const prefs = await h.request('PUT', `${R}/profile/notification-preferences`, {
        token: member.token,
        body: { stage_advanced: false },
      });
      expect(prefs.statusCode).toBe(200);
      expect(prefs.json().Data).toMatchObject({ stage_advanced: false, payment_verified: true });
      const before = smtp.to(member.email).length;
      const moved = await h.request('POST', `${A}/teams/status`, {
        token: admin.token,
        body: { ids: [teamId], status: 'Stage-1' },
      });
      expect(moved.statusCode).toBe(200);
      expect((await bell(h, member)).items[0]).toMatchObject({
        kind: 'stage_advanced',
        title: 'Tim Garuda kini berstatus Tahap 1',
        link: '/dashboard/hackathon/tahap-1',
      });
      await smtp.waitForSubject(leader.email, 'Tahap 1');
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.to(member.email)).toHaveLength(before);
      const get = await h.request('GET', `${R}/profile/notification-preferences`, {
        token: member.token,
      });
      expect(get.json().Data.stage_advanced).toBe(false);
    });

    test('mark read by id and all; pages newest first; bad input is a 400', async () => {
      const page = await bell(h, leader, '?page=1&page_size=2');
      expect(page.items).toHaveLength(2);
      expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
      const one = await h.request('POST', `${R}/notifications/read`, {
        token: leader.token,
        body: { ids: [page.items[0].id] },
      });
      expect(one.json().Data.unread).toBe(page.unread - 1);
      // Someone else's ids do nothing.
      await h.request('POST', `${R}/notifications/read`, {
        token: member.token,
        body: { ids: [page.items[1].id] },
      });
      expect((await bell(h, leader)).unread).toBe(page.unread - 1);
      const all = await h.request('POST', `${R}/notifications/read`, {
        token: leader.token,
        body: { all: true },
      });
      expect(all.json().Data.unread).toBe(0);
      for (const body of [{}, { ids: 'x' }, { ids: [-1] }])
        expect(
          (await h.request('POST', `${R}/notifications/read`, { token: leader.token, body }))
            .statusCode,
        ).toBe(400);
      const tooBig = await h.request('GET', `${R}/notifications?page_size=500`, {
        token: leader.token,
      });
      expect(tooBig.statusCode).toBe(400);
      for (const body of [{ nope: true }, { member_left: 'yes' }, []])
        expect(
          (
            await h.request('PUT', `${R}/profile/notification-preferences`, {
              token: leader.token,
              body,
            })
          ).statusCode,
        ).toBe(400);
    });

    test('seminar seat confirmed; a member leaves; the last member leaving deletes the team', async () => {
      const seat = await h.request('POST', `${R}/seminar/registration`, { token: leader.token });
      expect(seat.statusCode).toBe(201);
      expect((await bell(h, leader)).items[0]).toMatchObject({
        kind: 'seminar_confirmed',
        event: 'Seminar',
      });
      expect((await bell(h, leader)).items[0].body).toContain(seat.json().Data.ticket.ticket_id);

      const solo = await h.user();
      const soloTeam = (await h.registerTeam(solo, 'competitive-programming')).json().Data;
      const other = await h.user();
      await h.request('POST', `${R}/team/registration/join/${soloTeam.join_code}`, {
        token: other.token,
      });
      await h.request('POST', `${R}/team/leave`, { token: other.token });
      expect((await bell(h, solo)).items[0]).toMatchObject({ kind: 'member_left' });
      await h.request('POST', `${R}/team/leave`, { token: solo.token });
      expect((await bell(h, solo)).items[0]).toMatchObject({
        kind: 'team_deleted',
        link: '/dashboard/competitive-programming',
      });
    });
  },
  () => mailConfig(smtp, { emailVerification: 'off' }),
);
