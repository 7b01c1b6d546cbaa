import { and, eq, inArray } from 'drizzle-orm';

import { auditLog } from '../src/core/db/schema/audit';
import { eventRegistrations } from '../src/core/db/schema/events';
import { mailOutbox } from '../src/core/db/schema/mail';
import { notifications } from '../src/core/db/schema/notifications';
import { teams } from '../src/core/db/schema/teams';
import type { Session } from './support/harness';
import { describeEachDb } from './support/harness';
import {
  J,
  makeJudge,
  makeManager,
  makeMember,
  makeTeam,
  putRubric,
  saveScore,
} from './support/judging';

describeEachDb('judging: closing, results and the shortlist', (h) => {
  let manager: Session;

  beforeAll(async () => {
    manager = await makeManager(h);
  });

  const post = (path: string, body?: unknown) =>
    h.request('POST', `${J}/${path}`, { token: manager.token, body });

  test('results are hidden from judges until closed; the shortlist moves the chosen, marks the rest, notifies each team, once', async () => {
    const judge = await makeJudge(h, null);
    const [t1, t2, t3] = [
      await makeTeam(h, null, 'Stage-1', 'Tim Lolos Satu'),
      await makeTeam(h, null, 'Stage-1', 'Tim Lolos Dua'),
      await makeTeam(h, null, 'Stage-1', 'Tim Belum Lolos'),
    ];
    expect((await putRubric(h, manager, 'proposal', 1)).statusCode).toBe(200);
    expect((await post('proposal/assignments/auto', { replace: false })).json().Data.created).toBe(
      3,
    );
    for (const [team, s] of [
      [t1!, 9],
      [t2!, 8],
      [t3!, 4],
    ] as const)
      expect(
        (await saveScore(h, judge, 'proposal', team.id, { ide: s, teknis: s, presentasi: s }))
          .statusCode,
      ).toBe(200);

    const judgeResults = () => h.request('GET', `${J}/proposal/results`, { token: judge.token });
    expect((await judgeResults()).statusCode).toBe(403);
    const early = await post('proposal/shortlist', { team_ids: [t1!.id] });
    expect(early.statusCode).toBe(409);
    expect(early.json().Message).toBe(
      'Tutup penjurian tahap ini dulu sebelum menetapkan shortlist.',
    );

    expect((await post('proposal/close')).json().Data.closed_at).toEqual(expect.any(String));
    const shown = await judgeResults();
    expect(shown.statusCode).toBe(200);
    expect(
      shown.json().Data.map((r: { team_id: number; rank: number }) => [r.team_id, r.rank]),
    ).toEqual([
      [t1!.id, 1],
      [t2!.id, 2],
      [t3!.id, 3],
    ]);
    expect((await post('proposal/reopen')).json().Data.closed_at).toBeNull();
    expect((await judgeResults()).statusCode).toBe(403);
    expect((await post('proposal/close')).statusCode).toBe(200);
    const actions = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'judging_stage'), eq(auditLog.targetId, 'proposal')));
    expect(
      actions
        .map((a) => a.action)
        .filter((a) => a !== 'judging.rubric' && a !== 'judging.auto_assign'),
    ).toEqual(['judging.close', 'judging.reopen', 'judging.close']);

    // A team of another stage cannot be chosen.
    const elsewhere = await makeTeam(h, null, 'Stage-2');
    const stranger = await post('proposal/shortlist', { team_ids: [t1!.id, elsewhere.id] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().Message).toBe(
      `Tim berikut tidak sedang dinilai di tahap ini: ${elsewhere.id}`,
    );

    const done = await post('proposal/shortlist', { team_ids: [t1!.id, t2!.id] });
    expect(done.statusCode).toBe(200);
    expect(done.json().Data).toEqual({ moved: 2, not_selected: 1 });

    const rows = await h.db
      .select({ id: teams.id, status: teams.status, notSelectedAt: teams.notSelectedAt })
      .from(teams)
      .where(inArray(teams.id, [t1!.id, t2!.id, t3!.id]));
    const team = (id: number) => rows.find((r) => r.id === id)!;
    expect(team(t1!.id)).toEqual({ id: t1!.id, status: 'Stage-2', notSelectedAt: null });
    expect(team(t2!.id)).toEqual({ id: t2!.id, status: 'Stage-2', notSelectedAt: null });
    expect(team(t3!.id)).toMatchObject({ status: 'Stage-1', notSelectedAt: expect.any(Date) });
    // The members' Hackathon registrations follow their team.
    const statusOf = async (leader: Session) =>
      (
        await h.db
          .select({ status: eventRegistrations.status })
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.userId, leader.id),
              eq(eventRegistrations.event, 'Hackathon'),
            ),
          )
      )[0]?.status;
    expect(await statusOf(t1!.leader)).toBe('Stage-2');
    expect(await statusOf(t3!.leader)).toBe('Stage-1');

    // Each team told, in the bell and by mail, with the stage's words.
    const bell = async (leader: Session) =>
      h.db.select().from(notifications).where(eq(notifications.userId, leader.id));
    const [selected] = (await bell(t1!.leader)).filter((n) => n.kind === 'judging_selected');
    expect(selected).toMatchObject({
      event: 'Hackathon',
      title: 'Selamat! Tim Lolos Satu lolos ke Tahap 2',
      link: '/dashboard/hackathon/tahap-2',
    });
    expect(selected!.body).toContain('Proposal (Tahap 1)');
    const [notSelected] = (await bell(t3!.leader)).filter((n) => n.kind === 'judging_not_selected');
    expect(notSelected).toMatchObject({ title: 'Tim Belum Lolos belum lolos ke Tahap 2' });
    const mails = await h.db
      .select({ userId: mailOutbox.userId, template: mailOutbox.template })
      .from(mailOutbox)
      .where(inArray(mailOutbox.template, ['judging_selected', 'judging_not_selected']));
    expect(mails).toEqual(
      expect.arrayContaining([
        { userId: t1!.leader.id, template: 'judging_selected' },
        { userId: t2!.leader.id, template: 'judging_selected' },
        { userId: t3!.leader.id, template: 'judging_not_selected' },
      ]),
    );
    expect(mails).toHaveLength(3);
    const shortlists = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'judging.shortlist'));
    expect(shortlists).toHaveLength(1);
    expect(shortlists[0]!.detail).toEqual({
      to: 'Stage-2',
      selected: [t1!.id, t2!.id],
      not_selected: [t3!.id],
    });

    // Once only; the stage stays closed; the results still show every judged team.
    const twice = await post('proposal/shortlist', { team_ids: [t1!.id] });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Message).toBe('Shortlist tahap ini sudah ditetapkan.');
    expect((await post('proposal/reopen')).statusCode).toBe(409);
    const after = (await judgeResults()).json().Data as {
      team_id: number;
      not_selected: boolean;
      status: string;
    }[];
    expect(after.map((r) => [r.team_id, r.status, r.not_selected])).toEqual([
      [t1!.id, 'Stage-2', false],
      [t2!.id, 'Stage-2', false],
      [t3!.id, 'Stage-1', true],
    ]);

    // The next stage judges the chosen teams (and the other Stage-2 team); the final has no shortlist.
    const stages = (await h.request('GET', J, { token: judge.token })).json().Data;
    expect(stages.find((s: { stage: string }) => s.stage === 'video').teams).toBe(3);
    expect((await post('final/close')).statusCode).toBe(200);
    const last = await post('final/shortlist', { team_ids: [t1!.id] });
    expect(last.statusCode).toBe(409);
    expect(last.json().Message).toBe(
      'Tahap final adalah tahap terakhir: tidak ada shortlist sesudahnya.',
    );
  });

  test('a judge cannot close, reopen or shortlist; a judging grant of another competition is no Hackathon grant', async () => {
    const judge = await makeJudge(h, null);
    for (const path of ['video/close', 'video/reopen', 'video/shortlist']) {
      const res = await h.request('POST', `${J}/${path}`, {
        token: judge.token,
        body: { team_ids: [1] },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('Anda tidak punya izin "mengelola penjurian".');
    }
    const elsewhere = await makeMember(h, null, 'Penjurian CP uji', [
      { permission: 'judging.manage', scope: 'competitive-programming' },
    ]);
    const res = await h.request('POST', `${J}/video/close`, { token: elsewhere.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toBe('Anda tidak punya izin "mengelola penjurian" untuk Hackathon.');
  });
});
