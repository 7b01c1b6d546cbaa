import { DEFAULT_EVENT_SETTINGS } from '@gcw/shared/contract';

import { announcements } from '../src/core/db/schema/announcements';
import { auditLog } from '../src/core/db/schema/audit';
import { institutions } from '../src/core/db/schema/institutions';
import { A, describeEachDb, R } from './support/harness';
import type { Harness, Session } from './support/harness';

/** Exports that open cleanly in a spreadsheet, whole, in Indonesian and WIB. */

/** The CSV's records without the BOM, split on the CRLF line ends (no cell here has one). */
function records(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

async function exportOf(h: Harness, admin: Session, path: string) {
  const csv = await h.request('GET', `${A}${path}`, { token: admin.token });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  return csv;
}

describeEachDb('admin CSV exports', (h) => {
  let admin: Session;
  beforeAll(async () => {
    admin = await h.admin();
  });

  test('UTF-8 with a byte-order mark, Indonesian headers and labels, times in WIB', async () => {
    const user = await h.user({ institusi: 'Universitas Ékspor Satu', name: 'Éka Ekspor' });
    const csv = await exportOf(h, admin, `/users/export?search=${encodeURIComponent(user.email)}`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row] = records(csv.body);
    expect(header).toEqual([
      'ID',
      'Nama',
      'E-mail',
      'Peran',
      'Telepon',
      'NIM',
      'Program studi',
      'Institusi',
      'Bukti media sosial',
      'Profil lengkap',
      'Data terverifikasi',
      'ID tim',
      'Nama tim',
      'Terdaftar (WIB)',
    ]);
    expect(row).toMatchObject({ 1: 'Éka Ekspor', 3: 'Peserta', 9: 'Ya', 10: 'Tidak' });

    // The same moment as the API's own list, on the WIB clock (UTC+7), minute precision.
    const listed = await h.request('GET', `${A}/users/${user.id}`, { token: admin.token });
    const created = new Date(listed.json().Data.created_at as string);
    const wib = new Date(created.getTime() + 7 * 3600_000).toISOString();
    expect(row![13]).toBe(`${wib.slice(0, 10)} ${wib.slice(11, 16)}`);
  });

  test("a member's team is named in the users list, its detail and the CSV, not only numbered", async () => {
    const leader = await h.user({ name: 'Ketua Bertim' });
    const team = (await h.registerTeam(leader, 'hackathon', { team_name: 'Garuda AI' })).json()
      .Data;
    const search = encodeURIComponent(leader.email);
    const list = await h.request('GET', `${A}/users?search=${search}`, { token: admin.token });
    expect(list.json().Data.items[0]).toMatchObject({ id_team: team.id, team_name: 'Garuda AI' });
    const detail = await h.request('GET', `${A}/users/${leader.id}`, { token: admin.token });
    expect(detail.json().Data).toMatchObject({ id_team: team.id, team_name: 'Garuda AI' });
    const csv = await exportOf(h, admin, `/users/export?search=${search}`);
    expect(records(csv.body)[1]?.slice(11, 13)).toEqual([String(team.id), 'Garuda AI']);
  });

  test('every row matching the filter, across pages and batches, whatever page was open', async () => {
    const user = await h.user();
    // 501 decisions on one user (written straight to the log: 501 requests are slow to make and
    // not what is tested): more than one batch of 500 rows is streamed.
    await h.db.insert(auditLog).values(
      Array.from({ length: 501 }, (_, i) => ({
        adminId: admin.id,
        action: i % 2 === 0 ? 'user.verify' : 'user.unverify',
        targetType: 'user',
        targetId: String(user.id),
        detail: { verified: i % 2 === 0 },
      })),
    );
    const csv = await exportOf(
      h,
      admin,
      `/audit-log/export?action=user.unverify&page=3&page_size=10`,
    );
    const [header, ...rows] = records(csv.body);
    expect(header![4]).toBe('Aksi');
    const mine = rows.filter((r) => r[6] === String(user.id));
    expect(mine).toHaveLength(250);
    const verified = await exportOf(h, admin, `/audit-log/export?action=user.verify`);
    expect(records(verified.body).filter((r) => r[6] === String(user.id))).toHaveLength(251);
  });

  test('the audit log names the admin and the target, and says what changed', async () => {
    const leader = await h.user({ name: 'Ketua Audit', institusi: 'Universitas Audit' });
    await h.request('POST', `${A}/users/${leader.id}/verify`, {
      token: admin.token,
      body: { verified: true },
    });
    const log = await h.request('GET', `${A}/audit-log?action=user.verify`, { token: admin.token });
    const entry = log
      .json()
      .Data.items.find((e: { target_id: string }) => e.target_id === String(leader.id));
    expect(entry).toMatchObject({ admin_name: expect.any(String), target_name: 'Ketua Audit' });

    const csv = await exportOf(h, admin, `/audit-log/export?action=user.verify`);
    const row = records(csv.body).find((r) => r[6] === String(leader.id));
    expect(row).toEqual([
      String(entry.id),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      entry.admin_name,
      h.config.adminEmail,
      'Verifikasi data pengguna',
      'Pengguna',
      String(leader.id),
      'Ketua Audit',
      'Data terverifikasi',
    ]);
  });

  test('a settings change reads "field: old → new" in Indonesian in the audit CSV', async () => {
    const saved = await h.request('PUT', `${A}/settings/competitive-programming`, {
      token: admin.token,
      body: { ...DEFAULT_EVENT_SETTINGS['competitive-programming'], fee: 90_000 },
    });
    expect(saved.statusCode).toBe(200);
    const csv = await exportOf(h, admin, `/audit-log/export?action=settings.update`);
    const row = records(csv.body).find((r) => r[6] === 'competitive-programming');
    expect(row?.[8]).toBe('Biaya: Rp80.000 → Rp90.000');
  });

  test('every kind of target is named; a target that is gone has no name', async () => {
    const holder = await h.user({ name: 'Pemegang Tiket' });
    const seminar = await h.request('POST', `${R}/seminar/registration`, { token: holder.token });
    const ticketId: string = seminar.json().Data.ticket.ticket_id;
    const leader = await h.user({ name: 'Ketua Nama' });
    const team = (await h.registerTeam(leader, 'hackathon', { team_name: 'Tim Bernama' })).json()
      .Data;
    const [institution] = await h.db
      .insert(institutions)
      .values({ name: `Institut Bernama ${ticketId}` })
      .returning();
    const [announcement] = await h.db
      .insert(announcements)
      .values({ title: 'Pengumuman Bernama', body: 'Isi', audience: 'all' })
      .returning();
    const targets: [string, string, string | null][] = [
      ['user', String(leader.id), 'Ketua Nama'],
      ['team', String(team.id), 'Tim Bernama'],
      ['ticket', ticketId, 'Pemegang Tiket'],
      ['institution', String(institution!.id), institution!.name],
      ['announcement', String(announcement!.id), 'Pengumuman Bernama'],
      ['settings', 'registration', 'registration'],
      ['user', '999999999', null],
      ['team', 'bukan-angka', null],
    ];
    await h.db.insert(auditLog).values(
      targets.map(([targetType, targetId]) => ({
        adminId: admin.id,
        action: 'settings.update',
        targetType,
        targetId,
        detail: {},
      })),
    );
    const log = await h.request('GET', `${A}/audit-log?action=settings.update&page_size=50`, {
      token: admin.token,
    });
    const items: { target_type: string; target_id: string; target_name: string | null }[] =
      log.json().Data.items;
    for (const [type, id, name] of targets) {
      const entry = items.find((e) => e.target_type === type && e.target_id === id);
      expect({ type, id, name: entry?.target_name }).toEqual({ type, id, name });
    }
  });
});
