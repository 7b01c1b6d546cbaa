import type { DoorSyncResult } from '@gcw/shared/contract';

import { newClientId, settle, syncBatches } from '../offline-queue';
import type { QueuedCheckIn } from '../offline-queue';

const entry = (n: number, door = 'Pintu A'): QueuedCheckIn => ({
  client_id: `c${n}`,
  ticket: `SEM-000000000000000${n}`,
  scanned_at: `2026-07-20T02:0${n}:00.000Z`,
  door,
  ticket_id: `SEM-000000000000000${n}`,
  name: `Tamu ${n}`,
});

const result = (n: number, status: DoorSyncResult['status'], message = 'Check-in tercatat.') => ({
  client_id: `c${n}`,
  status,
  ticket_id: `SEM-000000000000000${n}`,
  name: null,
  checked_in_at: null,
  used_door: null,
  message,
});

it('sends the queue in batches of one door each, at most `max` items', () => {
  const batches = syncBatches([entry(1), entry(2, 'Pintu B'), entry(3), entry(4)], 2);
  expect(batches.map((b) => [b.door, b.items.map((i) => i.client_id)])).toEqual([
    ['Pintu A', ['c1', 'c3']],
    ['Pintu B', ['c2']],
    ['Pintu A', ['c4']],
  ]);
  expect(batches[0]!.items[0]).toEqual({
    client_id: 'c1',
    ticket: 'SEM-0000000000000001',
    scanned_at: '2026-07-20T02:01:00.000Z',
  });
});

it('answered items leave the queue; refused ones become conflicts, newest first; unanswered stay', () => {
  const used = 'Tiket sudah dipakai masuk pada 2026-07-20 09:00 WIB di Pintu B.';
  const { queue, conflicts } = settle(
    [entry(1), entry(2), entry(3), entry(4)],
    [result(1, 'admitted'), result(2, 'used', used), result(3, 'cancelled', 'Dibatalkan.')],
  );
  expect(queue.map((q) => q.client_id)).toEqual(['c4']);
  expect(conflicts).toEqual([
    {
      ticketId: 'SEM-0000000000000003',
      name: 'Tamu 3',
      scannedAt: '2026-07-20T02:03:00.000Z',
      message: 'Dibatalkan.',
    },
    {
      ticketId: 'SEM-0000000000000002',
      name: 'Tamu 2',
      scannedAt: '2026-07-20T02:02:00.000Z',
      message: used,
    },
  ]);
});

it("takes the door's own late check-in for what it is, not for a conflict", () => {
  // The door sent Tamu 1's check-in, got no answer in 3 s and admitted offline 2 s later; the
  // server had received it after all. Tamu 2's entry was decided with no request sent.
  const late = (n: number, door: string, at: string) => ({
    ...result(n, 'used', `Tiket sudah dipakai masuk di ${door}.`),
    used_door: door,
    checked_in_at: at,
  });
  const mine = { ...entry(1), unanswered: true, scanned_at: '2026-07-20T02:01:02.000Z' };
  const settled = settle(
    [
      mine,
      { ...entry(2), scanned_at: '2026-07-20T02:02:02.000Z' },
      { ...entry(3), unanswered: true },
    ],
    [
      late(1, 'Pintu A', '2026-07-20T02:01:00.000Z'),
      late(2, 'Pintu A', '2026-07-20T02:02:00.000Z'),
      late(3, 'Pintu B', '2026-07-20T02:03:00.000Z'),
    ],
  );
  expect(settled.queue).toEqual([]);
  expect(settled.conflicts.map((c) => c.ticketId)).toEqual([
    'SEM-0000000000000003',
    'SEM-0000000000000002',
  ]);
});

it('makes version 4 UUIDs, also where crypto.randomUUID is missing (a plain-http page)', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(newClientId()).toMatch(uuid);
  const original = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
  }
});
