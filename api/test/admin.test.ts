import { eq } from 'drizzle-orm';

import { users } from '../src/core/db/schema/users';
import { A, describeEachDb, R } from './support/harness';
import type { Session } from './support/harness';

describeEachDb('admin contract', (h) => {
  let admin: Session;
  beforeAll(async () => {
    admin = await h.admin();
  });

  test('the first admin signs in with role admin', async () => {
    const me = await h.request('GET', `${R}/profile/my`, { token: admin.token });
    expect(me.json().Data.role).toBe('admin');
  });

  test('users: search, filter, paginate, sort, verify, export', async () => {
    const a = await h.user({ institusi: 'Universitas Zeta Search', name: 'Zeta One' });
    const b = await h.user({ institusi: 'Universitas Zeta Search', name: 'Zeta Two' });
    await h.user(null);
    const page = await h.request('GET', `${A}/users?search=zeta%20search&sort=name&page_size=1`, {
      token: admin.token,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().Data).toMatchObject({ page: 1, page_size: 1, total: 2 });
    expect(page.json().Data.items[0]).toMatchObject({ id: a.id, name: 'Zeta One', id_team: null });
    const second = await h.request(
      'GET',
      `${A}/users?search=zeta%20search&sort=name&page_size=1&page=2`,
      { token: admin.token },
    );
    expect(second.json().Data.items[0].id).toBe(b.id);
    const desc = await h.request('GET', `${A}/users?search=zeta%20search&sort=-name`, {
      token: admin.token,
    });
    expect(desc.json().Data.items.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);

    const verify = await h.request('POST', `${A}/users/${a.id}/verify`, {
      token: admin.token,
      body: { verified: true },
    });
    expect(verify.json().Data.data_has_verified).toBe(true);
    const verified = await h.request('GET', `${A}/users?search=zeta%20search&verified=true`, {
      token: admin.token,
    });
    expect(verified.json().Data.items.map((u: { id: number }) => u.id)).toEqual([a.id]);
    const incomplete = await h.request(
      'GET',
      `${A}/users?profile_completed=false&role=participant`,
      { token: admin.token },
    );
    expect(
      incomplete
        .json()
        .Data.items.every((u: { profile_has_updated: boolean }) => !u.profile_has_updated),
    ).toBe(true);

    const detail = await h.request('GET', `${A}/users/${a.id}`, { token: admin.token });
    expect(detail.json().Data).toMatchObject({
      id: a.id,
      socmed_document: 'https://drive.example.com/doc/1',
      events: expect.any(Array),
    });

    const csv = await h.request('GET', `${A}/users/export?search=zeta%20search&sort=name`, {
      token: admin.token,
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="pengguna-/);
    // trim() drops the BOM too (it is whitespace to JavaScript): the first line is checked whole.
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFID,Nama,E-mail,Peran/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Zeta One');

    expect(
      (await h.request('GET', `${A}/users?sort=password_hash`, { token: admin.token })).statusCode,
    ).toBe(400);
    expect(
      (await h.request('GET', `${A}/users?page_size=1000`, { token: admin.token })).statusCode,
    ).toBe(400);
    expect(
      (await h.request('GET', `${A}/users?verified=maybe`, { token: admin.token })).statusCode,
    ).toBe(400);
    expect(
      (
        await h.request('POST', `${A}/users/999999/verify`, {
          token: admin.token,
          body: { verified: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  test('teams: list per competition with members and proof, payment decisions, statuses for all members, bulk', async () => {
    const leader = await h.user({ institusi: 'Kampus Admin Test' });
    const mate = await h.user({ institusi: 'Kampus Admin Test' });
    const team = (await h.registerTeam(leader, 'hackathon', { team_name: 'Admin Testers' })).json()
      .Data;
    await h.request('POST', `${R}/team/registration/join/${team.join_code}`, { token: mate.token });
    const other = await h.user();
    const cpTeam = (await h.registerTeam(other, 'competitive-programming')).json().Data;

    const list = await h.request('GET', `${A}/teams/hackathon?search=admin%20testers`, {
      token: admin.token,
    });
    expect(list.json().Data.total).toBe(1);
    const item = list.json().Data.items[0];
    expect(item).toMatchObject({
      id: team.id,
      supervisor: 'Dr. Budi',
      supervisor_nidn: '0012345678',
      payment_status: 'pending',
    });
    expect(item.members.map((m: { id: number }) => m.id)).toEqual([leader.id, mate.id]);
    expect(item.bukti_pembayaran_url).toEqual(expect.any(String));
    const cpList = await h.request('GET', `${A}/teams/competitive-programming`, {
      token: admin.token,
    });
    expect(cpList.json().Data.items.map((t: { id: number }) => t.id)).toContain(cpTeam.id);
    expect(cpList.json().Data.items.map((t: { id: number }) => t.id)).not.toContain(team.id);

    const noReason = await h.request('POST', `${A}/teams/${team.id}/payment`, {
      token: admin.token,
      body: { action: 'reject' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Errors.reason).toBe('Alasan wajib diisi untuk menolak pembayaran');
    const rejected = await h.request('POST', `${A}/teams/${team.id}/payment`, {
      token: admin.token,
      body: { action: 'reject', reason: 'Amount does not match' },
    });
    expect(rejected.json().Data).toMatchObject({
      payment_status: 'rejected',
      payment_note: 'Amount does not match',
    });
    const verified = await h.verifyPayment(admin, team.id);
    expect(verified.json().Data).toMatchObject({ payment_status: 'verified', payment_note: null });
    const byPayment = await h.request('GET', `${A}/teams/hackathon?payment_status=verified`, {
      token: admin.token,
    });
    expect(byPayment.json().Data.items.map((t: { id: number }) => t.id)).toEqual([team.id]);

    const bad = await h.request('POST', `${A}/teams/${team.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-3' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await h.request('POST', `${A}/teams/${team.id}/status`, {
          token: admin.token,
          body: { status: 'Unregistered' },
        })
      ).statusCode,
    ).toBe(400);
    const staged = await h.request('POST', `${A}/teams/${team.id}/status`, {
      token: admin.token,
      body: { status: 'Stage-1' },
    });
    expect(staged.json().Data.status).toBe('Stage-1');
    for (const member of [leader, mate]) {
      const events = (await h.request('GET', `${R}/profile/events`, { token: member.token })).json()
        .Data.events;
      expect(events[1]).toMatchObject({ name: 'Hackathon', status: 'Stage-1' });
    }
    // The team has started: nobody leaves or joins any more.
    expect((await h.request('POST', `${R}/team/leave`, { token: mate.token })).statusCode).toBe(
      409,
    );

    // Past Registered a team's payment must be verified: the CP team's is not, so the whole
    // batch is refused and nothing moves.
    const unpaid = await h.request('POST', `${A}/teams/status`, {
      token: admin.token,
      body: { ids: [team.id, cpTeam.id], status: 'Final' },
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().Message).toBe(
      `Pembayaran tim ${cpTeam.team_name} belum diverifikasi; verifikasi bukti pembayarannya dulu sebelum memindahkan tim ke Final`,
    );
    expect(
      (await h.request('GET', `${R}/team/${team.id}`, { token: admin.token })).json().Data,
    ).toMatchObject({ status: 'Stage-1' });
    await h.verifyPayment(admin, cpTeam.id);
    const bulk = await h.request('POST', `${A}/teams/status`, {
      token: admin.token,
      body: { ids: [team.id, cpTeam.id], status: 'Final' },
    });
    expect(bulk.json().Data).toEqual({
      updated: [team.id, cpTeam.id].sort((x, y) => x - y),
      status: 'Final',
    });
    const cpEvents = (await h.request('GET', `${R}/profile/events`, { token: other.token })).json()
      .Data.events;
    expect(cpEvents[2]).toMatchObject({ status: 'Final' });
    const missing = await h.request('POST', `${A}/teams/status`, {
      token: admin.token,
      body: { ids: [team.id, 999999], status: 'Stage-2' },
    });
    expect(missing.statusCode).toBe(404);
    const still = await h.request('GET', `${R}/team/${team.id}`, { token: admin.token });
    expect(still.json().Data.status).toBe('Final');

    const csv = await h.request('GET', `${A}/teams/hackathon/export?search=admin%20testers`, {
      token: admin.token,
    });
    expect(csv.body.split('\r\n')[1]).toContain('Admin Testers');
    expect((await h.request('GET', `${A}/teams/seminar`, { token: admin.token })).statusCode).toBe(
      404,
    );
  });

  test('seminar: list, check-in by scanned QR text or ticket id, refusing reuse and forgeries', async () => {
    const user = await h.user({ name: 'Seminar Goer' });
    const ticket = (
      await h.request('POST', `${R}/seminar/registration`, { token: user.token })
    ).json().Data.ticket;
    const scanned = decodeURIComponent(ticket.qr_code_url.split('/').pop());
    const list = await h.request('GET', `${A}/seminar?search=${ticket.ticket_id}`, {
      token: admin.token,
    });
    expect(list.json().Data.items[0]).toMatchObject({
      ticket_id: ticket.ticket_id,
      checked_in_at: null,
      user: { id: user.id, name: 'Seminar Goer' },
    });

    const forged = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: `${scanned.slice(0, -2)}xx` },
    });
    expect(forged.statusCode).toBe(400);
    const unknown = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: 'SEM-0000000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    const ok = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: scanned },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Data.checked_in_at).toEqual(expect.any(String));
    const again = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: ticket.ticket_id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toMatch(/sudah dipakai masuk/);
    // The desk reads the refusal by its fields: why, and the instant of the first check-in.
    expect(again.json()).toMatchObject({
      Reason: 'ticket-used',
      UsedAt: ok.json().Data.checked_in_at,
    });

    const checked = await h.request('GET', `${A}/seminar?checked_in=true`, { token: admin.token });
    expect(checked.json().Data.items.map((r: { ticket_id: string }) => r.ticket_id)).toContain(
      ticket.ticket_id,
    );
    const csv = await h.request('GET', `${A}/seminar/export?checked_in=true`, {
      token: admin.token,
    });
    expect(csv.body).toContain(ticket.ticket_id);
  });

  test("the seminar list and a check-in name the holder's team, not its number", async () => {
    const leader = await h.user();
    await h.registerTeam(leader, 'hackathon', { team_name: 'Garuda AI' });
    const seat = await h.request('POST', `${R}/seminar/registration`, { token: leader.token });
    const ticketId: string = seat.json().Data.ticket.ticket_id;
    const search = encodeURIComponent(leader.email);
    const list = await h.request('GET', `${A}/seminar?search=${search}`, { token: admin.token });
    expect(list.json().Data.items[0]).toMatchObject({
      ticket_id: ticketId,
      team_name: 'Garuda AI',
    });
    const checkIn = await h.request('POST', `${A}/seminar/check-in`, {
      token: admin.token,
      body: { ticket: ticketId },
    });
    expect(checkIn.json().Data.team_name).toBe('Garuda AI');
    const loner = await h.user();
    await h.request('POST', `${R}/seminar/registration`, { token: loner.token });
    const alone = await h.request('GET', `${A}/seminar?search=${encodeURIComponent(loner.email)}`, {
      token: admin.token,
    });
    expect(alone.json().Data.items[0].team_name).toBeNull();
  });

  test('audit log records admin actions; summary counts', async () => {
    const user = await h.user();
    await h.request('POST', `${A}/users/${user.id}/verify`, {
      token: admin.token,
      body: { verified: true },
    });
    const log = await h.request('GET', `${A}/audit-log?action=user.verify`, { token: admin.token });
    expect(log.json().Data.items[0]).toMatchObject({
      action: 'user.verify',
      target_type: 'user',
      target_id: String(user.id),
      admin_email: h.config.adminEmail,
    });
    const csv = await h.request('GET', `${A}/audit-log/export`, { token: admin.token });
    expect(csv.body.split('\r\n')[0]).toBe(
      '\uFEFFID,Waktu (WIB),Admin,E-mail admin,Aksi,Jenis sasaran,ID sasaran,Nama sasaran,Perubahan',
    );
    const summary = (await h.request('GET', `${A}/summary`, { token: admin.token })).json().Data;
    expect(summary.users.total).toBeGreaterThan(1);
    expect(summary.users.admins).toBe(1);
    expect(Object.keys(summary.teams).sort()).toEqual(['competitive-programming', 'hackathon']);
    expect(summary.teams.hackathon.payment).toEqual({
      pending: expect.any(Number),
      verified: expect.any(Number),
      rejected: expect.any(Number),
    });
    expect(summary.seminar).toEqual({
      registered: expect.any(Number),
      checked_in: expect.any(Number),
    });
  });

  test("the summary's progress figures count students only, never an admin", async () => {
    await h.user();
    const summary = (await h.request('GET', `${A}/summary`, { token: admin.token })).json().Data;
    const students = await h.db.select().from(users).where(eq(users.role, 'participant'));
    // The first admin's own profile is complete and verified: it must not be counted.
    expect(summary.users.verified).toBe(students.filter((u) => u.dataHasVerified).length);
    expect(summary.users.profile_completed).toBe(
      students.filter((u) => u.profileHasUpdated).length,
    );
    expect(summary.users.total - summary.users.admins).toBe(students.length);
  });

  test('CSV cells that look like formulas are defused', async () => {
    const user = await h.user({ name: '=HYPERLINK("http://evil")' });
    const csv = await h.request(
      'GET',
      `${A}/users/export?search=${encodeURIComponent(user.email)}`,
      { token: admin.token },
    );
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
