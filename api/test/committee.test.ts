import { PERMISSIONS } from '@gcw/shared/contract';
import { and, eq } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { member } from './support/committee';
import { A, describeEachDb, R } from './support/harness';
import type { Session } from './support/harness';
import { mailConfig } from './support/mail';
import { linkToken, TestSmtp } from './support/smtp';

const smtp = new TestSmtp();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());

describeEachDb(
  'the committee',
  (h) => {
    let ketua: Session;
    let roles: { id: number; key: string | null; name: string }[];
    const roleId = (key: string) => roles.find((r) => r.key === key)!.id;
    const C = `${A}/committee`;
    let n = 0;
    const email = () => `panitia-${process.pid}-${Date.now()}-${(n += 1)}@example.com`;

    beforeAll(async () => {
      ketua = await h.admin();
      roles = (await h.request('GET', `${C}/roles`, { token: ketua.token })).json().Data;
    });

    test('the first admin is Ketua panitia, with every permission for the whole event but scoring', async () => {
      const me = (await h.request('GET', `${C}/me`, { token: ketua.token })).json().Data;
      expect(me.roles.map((r: { name: string }) => r.name)).toEqual(['Ketua panitia']);
      // Scoring is the Juri role's duty (judging-pool.test.ts); everything else, for all.
      const granted = me.grants.map((g: { permission: string; scope: string }) => g.permission);
      expect(granted).toEqual(PERMISSIONS.filter((p) => p !== 'judging.score'));
      expect(me.grants.every((g: { scope: string }) => g.scope === 'all')).toBe(true);
      expect(roles.map((r) => r.name)).toEqual([
        'Ketua panitia',
        'Sekretariat',
        'Keuangan',
        'Divisi Hackathon',
        'Divisi CP',
        'Divisi Seminar',
        'Juri',
        'Petugas pintu',
      ]);
    });

    test('invite → mail with a link → the password is set → the member signs in with their roles only', async () => {
      const address = email();
      const res = await h.request('POST', `${C}/invites`, {
        token: ketua.token,
        body: { email: address, name: 'Sari Pintu', role_ids: [roleId('petugas-pintu')] },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().Data).toMatchObject({ email: address, joined: false });
      const [mail] = await smtp.waitFor(address);
      expect(mail!.subject).toBe('Undangan panitia GCW 2025');
      expect(mail!.text).toContain('Petugas pintu');
      expect(mail!.text).toContain('&invite=1');
      // Not a member yet: no password, so no sign-in.
      const early = await h.request('POST', `${R}/auth/login`, {
        body: { email: address, password: 'pintu-password-1' },
      });
      expect(early.statusCode).toBe(401);
      const token = linkToken(mail!, 'reset-password');
      const set = await h.request('POST', `${R}/auth/password/reset`, {
        body: { token, password: 'pintu-password-1' },
      });
      expect(set.statusCode).toBe(200);
      const login = await h.request('POST', `${R}/auth/login`, {
        body: { email: address, password: 'pintu-password-1' },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().Data.user.role).toBe('admin');
      const door = login.json().Data.access_token as string;
      expect((await h.request('GET', `${A}/door/bundle`, { token: door })).statusCode).toBe(200);
      const users = await h.request('GET', `${A}/users`, { token: door });
      expect(users.statusCode).toBe(403);
      expect(users.json().Message).toBe(
        'Anda tidak punya izin "memeriksa dan memverifikasi data peserta".',
      );
      const list = (await h.request('GET', `${C}/members`, { token: ketua.token })).json().Data;
      expect(list.find((m: { email: string }) => m.email === address)).toMatchObject({
        joined: true,
        role_ids: [roleId('petugas-pintu')],
      });
    });

    test('an address in use is refused with a clear message; unknown roles are refused', async () => {
      const student = await h.user(null);
      const taken = await h.request('POST', `${C}/invites`, {
        token: ketua.token,
        body: { email: student.email, name: 'Siswa', role_ids: [roleId('juri')] },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().Message).toBe(
        'Email ini sudah dipakai akun peserta. Gunakan email lain untuk akun panitia.',
      );
      const unknown = await h.request('POST', `${C}/invites`, {
        token: ketua.token,
        body: { email: email(), name: 'Siapa', role_ids: [999999] },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().Message).toBe('Peran tidak dikenal');
      const none = await h.request('POST', `${C}/invites`, {
        token: ketua.token,
        body: { email: email(), name: 'Siapa', role_ids: [] },
      });
      expect(none.statusCode).toBe(400);
    });

    test('roles change at once; the last manager of the committee cannot be taken away; audited', async () => {
      const finance = await member(h, 'keuangan');
      expect((await h.request('GET', `${A}/users`, { token: finance.token })).statusCode).toBe(403);
      const changed = await h.request('PUT', `${C}/members/${finance.id}/roles`, {
        token: ketua.token,
        body: { role_ids: [roleId('keuangan'), roleId('sekretariat')] },
      });
      expect(changed.statusCode).toBe(200);
      expect((await h.request('GET', `${A}/users`, { token: finance.token })).statusCode).toBe(200);
      const demote = await h.request('PUT', `${C}/members/${ketua.id}/roles`, {
        token: ketua.token,
        body: { role_ids: [roleId('juri')] },
      });
      // Other ketua members may exist in this database; demote only when alone.
      if (demote.statusCode === 409)
        expect(demote.json().Message).toContain('setidaknya satu anggota');
      else {
        await h.request('PUT', `${C}/members/${ketua.id}/roles`, {
          token: ketua.token,
          body: { role_ids: [roleId('ketua')] },
        });
      }
      const audited = await h.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'committee.roles'), eq(auditLog.targetId, String(finance.id))),
        );
      expect(audited).toHaveLength(1);
    });

    test('a removed member loses every sign-in and every admin route', async () => {
      const staff = await member(h, 'sekretariat');
      expect((await h.request('GET', `${A}/users`, { token: staff.token })).statusCode).toBe(200);
      const self = await h.request('DELETE', `${C}/members/${ketua.id}`, { token: ketua.token });
      expect(self.statusCode).toBe(409);
      const res = await h.request('DELETE', `${C}/members/${staff.id}`, { token: ketua.token });
      expect(res.statusCode).toBe(200);
      expect((await h.request('GET', `${A}/users`, { token: staff.token })).statusCode).toBe(401);
      const again = await h.request('POST', `${R}/auth/login`, {
        body: { email: staff.email, password: 'password123' },
      });
      expect(again.json().Data.user.role).not.toBe('admin');
      const token = again.json().Data.access_token as string;
      expect((await h.request('GET', `${A}/users`, { token })).statusCode).toBe(403);
    });

    test('who saw what: a committee opening of a payment proof is logged for Ketua panitia only', async () => {
      const leader = await h.user();
      const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
      const finance = await member(h, 'keuangan');
      const cp = await member(h, 'divisi-cp');
      expect(
        (await h.request('GET', team.bukti_pembayaran_url, { token: finance.token })).statusCode,
      ).toBe(200);
      // A division of another competition may not open it, and that is not logged as a view.
      expect(
        (await h.request('GET', team.bukti_pembayaran_url, { token: cp.token })).statusCode,
      ).toBe(403);
      // The owner's own openings are not logged.
      await h.request('GET', team.bukti_pembayaran_url, { token: leader.token });
      const log = await h.request('GET', `${A}/users/${leader.id}/file-access`, {
        token: ketua.token,
      });
      expect(log.statusCode).toBe(200);
      expect(log.json().Data).toEqual([
        expect.objectContaining({
          file_kind: 'payment_proof',
          viewer_id: finance.id,
          team_id: team.id,
        }),
      ]);
      expect(
        (await h.request('GET', `${A}/users/${leader.id}/file-access`, { token: finance.token }))
          .statusCode,
      ).toBe(403);
    });

    test("a division acts only on its own competition's teams (403 naming the scope)", async () => {
      const leader = await h.user();
      const team = (await h.registerTeam(leader, 'hackathon')).json().Data;
      const cp = await member(h, 'divisi-cp');
      const hack = await member(h, 'divisi-hackathon');
      const refused = await h.request('POST', `${A}/teams/${team.id}/status`, {
        token: cp.token,
        body: { status: 'Stage-1' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().Message).toBe(
        'Anda tidak punya izin "mengelola tim dan tahapannya" untuk Hackathon.',
      );
      expect((await h.request('GET', `${A}/teams/hackathon`, { token: cp.token })).statusCode).toBe(
        403,
      );
      expect(
        (await h.request('GET', `${A}/teams/competitive-programming`, { token: cp.token }))
          .statusCode,
      ).toBe(200);
      await h.verifyPayment(ketua, team.id);
      const moved = await h.request('POST', `${A}/teams/${team.id}/status`, {
        token: hack.token,
        body: { status: 'Stage-1' },
      });
      expect(moved.statusCode).toBe(200);
    });
  },
  // Students here need no verified address: the committee, not sign-up, is under test.
  () => mailConfig(smtp, { emailVerification: 'off' }),
);
