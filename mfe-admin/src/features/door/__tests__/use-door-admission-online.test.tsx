import { ok, refuse } from '@gcw/shared/testing';
import { act, waitFor } from '@testing-library/react';

import { registration } from '../../../test-utils/fixtures';
import type { DoorOutcome } from '../door-admission';
import { renderDoorHook } from './render-door-hook';

const ID = 'SEM-0123456789ABCDEF';

it('admits a ticket the server checks in, telling it which door', async () => {
  const { result, transport } = renderDoorHook({
    'POST /seminar/check-in': ok(
      registration({ ticket_id: ID, checked_in_at: '2025-07-20T03:00:00.000Z' }),
    ),
  });
  let outcome;
  await act(async () => {
    outcome = await result.current.admit(` ${ID.toLowerCase()} `);
  });
  expect(outcome).toEqual({
    kind: 'admitted',
    ticketId: ID,
    name: 'Budi Santoso',
    institusi: 'Universitas Negeri Jakarta',
    at: '2025-07-20T03:00:00.000Z',
    offline: false,
  });
  expect(transport.callsTo('POST /seminar/check-in')[0]?.body).toEqual({
    ticket: ID.toLowerCase(),
    door: 'Pintu A',
  });
  expect(result.current.online).toBe(true);
});

it('says when and that a ticket was used, and refuses expired, unknown and foreign codes', async () => {
  const answers = [
    refuse(409, 'Tiket sudah dipakai', {
      Reason: 'ticket-used',
      UsedAt: '2025-07-20T02:00:00.000Z',
    }),
    refuse(409, 'Tiket sudah kedaluwarsa.', { Reason: 'ticket-expired' }),
    refuse(404, 'Tiket tidak ditemukan.'),
    refuse(400, 'Tiket tidak valid'),
  ];
  const { result, transport } = renderDoorHook({
    'POST /seminar/check-in': () => answers.shift()!,
  });
  const outcomes: DoorOutcome[] = [];
  for (const code of [ID, ID, ID, `GCW2.${ID}.forged`, 'hello']) {
    await act(async () => {
      outcomes.push(await result.current.admit(code));
    });
  }
  expect(outcomes).toEqual([
    { kind: 'repeat', ticketId: ID, name: null, usedAt: '2025-07-20T02:00:00.000Z' },
    { kind: 'refused', ticketId: ID, name: null, message: 'Tiket sudah kedaluwarsa.' },
    { kind: 'invalid', message: 'Tiket tidak ditemukan' },
    { kind: 'invalid', message: 'Tiket tidak valid' },
    { kind: 'invalid', message: 'Tiket tidak valid' },
  ]);
  // A code that is no ticket at all never reaches the server.
  expect(transport.callsTo('POST /seminar/check-in')).toHaveLength(4);
  await waitFor(() => expect(result.current.online).toBe(true));
});
