import type { Session } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH } from '@gcw/shared/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';

import { readyStudent, registerSeminar, uniqueTag } from '../support/admin-fixtures';
import { signInAdmin, useSession } from '../support/session';

/**
 * The door keeps admitting while the network is down, queues what it admitted on the
 * phone and syncs it when back; a ticket used at another door meanwhile is reported, not lost.
 */

async function ticketOf(request: APIRequestContext, first: string) {
  const name = `${first} ${uniqueTag('Luring')}`;
  return { name, ticket: await registerSeminar(request, await readyStudent(request, name)) };
}

const checkInAt = (request: APIRequestContext, admin: Session, ticket: string, door: string) =>
  request.post(`${ADMIN_API_BASE_PATH}/seminar/check-in`, {
    headers: { Authorization: `Bearer ${admin.access_token}` },
    data: { ticket, door },
  });

test('offline, the door admits typed tickets of its roster, syncs them when back and reports the one another door took', async ({
  page,
  context,
  request,
}) => {
  // Two ready students (sign-up, mail, profile) take most of it: up to 40 s on a busy machine.
  test.setTimeout(60_000);
  const [fajar, gilang, admin] = await Promise.all([
    ticketOf(request, 'Fajar'),
    ticketOf(request, 'Gilang'),
    signInAdmin(request),
  ]);
  await useSession(page, admin);
  await page.goto('/admin/seminar/pintu');
  const status = page.getByRole('status', { name: 'Status pintu' });
  // The roster is on the phone: the door can decide alone from now on.
  await expect(status).toContainText(/Siap offline \(/);
  await expect(status).toContainText('Online');

  await context.setOffline(true);
  await expect(status).toContainText('Offline');
  const field = page.getByRole('textbox', { name: 'ID tiket' });
  const admitted = page.getByRole('alert').filter({ hasText: 'Silakan masuk' });
  for (const { name, ticket } of [fajar, gilang]) {
    await field.fill(ticket.ticket_id);
    await page.getByRole('button', { name: 'Check-in' }).click();
    await expect(admitted.filter({ hasText: name })).toContainText('Offline: menunggu sinkron');
  }
  await expect(status).toContainText('2 menunggu sinkron');

  // Meanwhile another door, online, admits Gilang's ticket first.
  expect((await checkInAt(request, admin, gilang.ticket.ticket_id, 'Pintu B')).status()).toBe(200);

  await context.setOffline(false);
  await expect(status).toContainText('0 menunggu sinkron');
  await expect(status).toContainText('Online');
  await status.getByRole('button', { name: '1 konflik' }).click();
  const conflicts = page.getByRole('dialog', { name: 'Konflik setelah sinkron' });
  await expect(conflicts).toContainText(gilang.name);
  await expect(conflicts).toContainText('Pintu B');
  await expect(conflicts).not.toContainText(fajar.name);

  // Fajar's offline admission counts on the server, at this door.
  const again = await checkInAt(request, admin, fajar.ticket.ticket_id, 'Pintu B');
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ Reason: 'ticket-used', UsedDoor: 'Pintu A' });
});
