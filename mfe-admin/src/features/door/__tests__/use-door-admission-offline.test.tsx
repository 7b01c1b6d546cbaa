import type { DoorBundle, DoorSyncPayload } from '@gcw/shared/contract';
import { ok, refuse } from '@gcw/shared/testing';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { act, waitFor } from '@testing-library/react';

import type { DoorOutcome } from '../door-admission';
import { ticketKeys } from '../offline/__tests__/ticket-keys';
import { renderDoorHook } from './render-door-hook';

const keys = ticketKeys();
const SITI = 'SEM-00000000000000A1';
const BUDI = 'SEM-00000000000000B2';
const NO_NETWORK = { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };

const bundle: DoorBundle = {
  public_key: keys.publicKey,
  generated_at: '2026-07-20T02:00:00.000Z',
  tickets: [SITI, BUDI].map((ticket_id, i) => ({
    ticket_id,
    name: i === 0 ? 'Siti Aminah' : 'Budi Santoso',
    institusi: 'Universitas Indonesia',
    valid_until: '2099-01-01T00:00:00.000Z',
    checked_in_at: null,
    checked_in_door: null,
    cancelled_at: null,
  })),
};

beforeEach(() => localStorage.clear());

async function admit(
  hook: { current: { admit(code: string): Promise<DoorOutcome> } },
  code: string,
) {
  let outcome: DoorOutcome | undefined;
  await act(async () => {
    outcome = await hook.current.admit(code);
  });
  return outcome!;
}

it('admits from the signature and the roster while the server is away, queues on the phone, and syncs when back', async () => {
  const gateway = [refuse(503, 'Server sedang tidak tersedia'), NO_NETWORK];
  const { result, transport, unmount } = renderDoorHook({
    'GET /door/bundle': ok(bundle),
    'POST /seminar/check-in': () => gateway.shift() ?? NO_NETWORK,
  });
  await waitFor(() => expect(result.current.offlineReadyAt).not.toBeNull());

  // The gateway answers 503: the door decides itself, by the QR's signature.
  expect(await admit(result, keys.code(SITI))).toMatchObject({
    kind: 'admitted',
    ticketId: SITI,
    name: 'Siti Aminah',
    offline: true,
  });
  expect(result.current.online).toBe(false);
  // Offline known: a typed ID of the roster is decided at once, without asking the server.
  expect(await admit(result, BUDI.toLowerCase())).toMatchObject({
    kind: 'admitted',
    offline: true,
  });
  expect(transport.callsTo('POST /seminar/check-in')).toHaveLength(1);
  expect(await admit(result, keys.code(SITI))).toMatchObject({ kind: 'repeat', ticketId: SITI });
  expect(await admit(result, `GCW2.${SITI}.${'A'.repeat(86)}`)).toEqual({
    kind: 'invalid',
    message: 'Tiket tidak valid',
  });
  expect(result.current.pending).toBe(2);

  // A reload (or a dead battery) loses nothing: the queue is on the phone.
  unmount();
  let sent: DoorSyncPayload | undefined;
  const again = renderDoorHook({
    'GET /door/bundle': NO_NETWORK,
    'POST /door/sync': (args: FetchArgs) => {
      sent = args.body as DoorSyncPayload;
      return ok({
        results: sent.items.map((item, i) => ({
          client_id: item.client_id,
          status: i === 0 ? 'admitted' : 'used',
          ticket_id: i === 0 ? SITI : BUDI,
          name: i === 0 ? 'Siti Aminah' : 'Budi Santoso',
          checked_in_at: item.scanned_at,
          used_door: i === 0 ? null : 'Pintu B',
          message: i === 0 ? 'Check-in tercatat.' : 'Tiket sudah dipakai masuk di Pintu B.',
        })),
      });
    },
  });
  await waitFor(() => expect(again.result.current.online).toBe(false));
  expect(again.result.current.pending).toBe(2);
  expect(again.result.current.offlineReadyAt).not.toBeNull();

  // The network comes back: the queue is synced and the refusal reported.
  again.transport.set('GET /door/bundle', ok(bundle));
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(again.result.current.pending).toBe(0));
  expect(again.result.current.online).toBe(true);
  expect(sent!.door).toBe('Pintu A');
  expect(sent!.items.map((i) => i.ticket)).toEqual([keys.code(SITI), BUDI]);
  expect(again.result.current.conflicts).toEqual([
    {
      ticketId: BUDI,
      name: 'Budi Santoso',
      scannedAt: sent!.items[1]!.scanned_at,
      message: 'Tiket sudah dipakai masuk di Pintu B.',
    },
  ]);
  act(() => again.result.current.dismissConflicts());
  expect(again.result.current.conflicts).toEqual([]);
  expect(JSON.parse(localStorage.getItem('gcw:door:queue') ?? 'null')).toEqual([]);
});

it('keeps the queue when the sync fails for another reason than the network, and says so nowhere as a conflict', async () => {
  localStorage.setItem(
    'gcw:door:queue',
    JSON.stringify([
      {
        client_id: '6f1c1b1e-1f55-4c5e-9a43-0d1bd1a9a001',
        ticket: SITI,
        scanned_at: '2026-07-20T02:10:00.000Z',
        door: 'Pintu A',
        ticket_id: SITI,
        name: 'Siti Aminah',
      },
    ]),
  );
  const { result, transport } = renderDoorHook({
    'GET /door/bundle': ok(bundle),
    'POST /door/sync': refuse(500, 'Terjadi kesalahan'),
  });
  await waitFor(() => expect(transport.callsTo('POST /door/sync').length).toBeGreaterThan(0));
  expect(result.current.pending).toBe(1);
  expect(result.current.conflicts).toEqual([]);
  // Online, a ticket admitted offline and not synced yet is a repeat here, not a second entry.
  expect(await admit(result, SITI)).toMatchObject({
    kind: 'repeat',
    usedAt: '2026-07-20T02:10:00.000Z',
  });
  expect(transport.callsTo('POST /seminar/check-in')).toHaveLength(0);
});
