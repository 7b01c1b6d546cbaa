import type { DoorBundle, DoorRosterTicket } from '@gcw/shared/contract';

import { NOT_IN_ROSTER_NAME, decideOffline } from '../decide-offline';
import type { QueuedCheckIn } from '../offline-queue';
import { parseTicketCode } from '../ticket-code';

const NOW = new Date('2026-07-20T02:30:00.000Z');
const ID = 'SEM-00000000000000A1';

function ticket(overrides: Partial<DoorRosterTicket> = {}): DoorRosterTicket {
  return {
    ticket_id: ID,
    name: 'Siti Aminah',
    institusi: 'Universitas Indonesia',
    valid_until: '2026-07-20T10:00:00.000Z',
    checked_in_at: null,
    checked_in_door: null,
    cancelled_at: null,
    ...overrides,
  };
}

const bundle = (...tickets: DoorRosterTicket[]): DoorBundle => ({
  public_key: 'key',
  generated_at: '2026-07-20T02:00:00.000Z',
  tickets,
});

function decide(
  code: string,
  roster: DoorBundle | null,
  queue: QueuedCheckIn[] = [],
  signatureValid = true,
) {
  const parsed = parseTicketCode(code);
  if (parsed.kind === 'foreign') throw new Error('foreign');
  return decideOffline({ code: parsed, bundle: roster, queue, signatureValid, now: NOW });
}

const SIGNED = `GCW2.${ID}.c2lnbmF0dXJl`;

it('admits a genuine ticket of the roster, offline, with its holder', () => {
  expect(decide(SIGNED, bundle(ticket()))).toEqual({
    kind: 'admitted',
    ticketId: ID,
    name: 'Siti Aminah',
    institusi: 'Universitas Indonesia',
    at: NOW.toISOString(),
    offline: true,
  });
  expect(decide(ID.toLowerCase(), bundle(ticket()))).toMatchObject({
    kind: 'admitted',
    offline: true,
  });
});

it('admits a genuinely signed ticket registered after the roster was downloaded', () => {
  expect(decide(SIGNED, bundle())).toMatchObject({
    kind: 'admitted',
    ticketId: ID,
    name: NOT_IN_ROSTER_NAME,
    institusi: null,
  });
});

it('refuses a forged signature, and typed or old codes the roster does not know', () => {
  expect(decide(SIGNED, bundle(ticket()), [], false)).toEqual({
    kind: 'invalid',
    message: 'Tiket tidak valid',
  });
  expect(decide(ID, bundle())).toMatchObject({ kind: 'error' });
  expect(decide(`GCW1.${ID}.mac`, bundle())).toMatchObject({ kind: 'error' });
  expect(decide(`GCW1.${ID}.mac`, bundle(ticket()))).toMatchObject({ kind: 'admitted' });
  expect(decide(SIGNED, null)).toEqual({
    kind: 'error',
    message: 'Server tidak dapat dihubungi dan daftar pintu belum diunduh.',
  });
});

it('catches a repeat from the roster and from its own queue, and refuses cancelled and expired tickets', () => {
  const usedAt = '2026-07-20T02:10:00.000Z';
  expect(decide(SIGNED, bundle(ticket({ checked_in_at: usedAt })))).toEqual({
    kind: 'repeat',
    ticketId: ID,
    name: 'Siti Aminah',
    usedAt,
  });
  const queued: QueuedCheckIn = {
    client_id: 'c1',
    ticket: SIGNED,
    scanned_at: '2026-07-20T02:20:00.000Z',
    door: 'Pintu A',
    ticket_id: ID,
    name: null,
  };
  expect(decide(SIGNED, bundle(), [queued])).toMatchObject({
    kind: 'repeat',
    usedAt: '2026-07-20T02:20:00.000Z',
  });
  expect(decide(SIGNED, bundle(ticket({ cancelled_at: usedAt })))).toMatchObject({
    kind: 'refused',
    message: 'Tiket sudah dibatalkan pemiliknya.',
  });
  expect(decide(SIGNED, bundle(ticket({ valid_until: '2026-07-20T02:00:00.000Z' })))).toMatchObject(
    {
      kind: 'refused',
      message: 'Tiket sudah kedaluwarsa.',
    },
  );
});
