import { expect, test } from '@playwright/test';

import { readyStudent, registerSeminar, uniqueTag } from '../support/admin-fixtures';
import { expandSidebar } from '../support/dashboard-ui';
import { signInAdmin, useSession } from '../support/session';
import { toast } from '../support/sign-in-ui';

/** The door desk on /admin/seminar admits a typed ticket id once, then refuses it. */
test('a seminar ticket typed at the desk checks in once and is refused as already used the second time', async ({
  page,
  request,
}) => {
  const name = `Gita ${uniqueTag('Seminar')}`;
  const student = await readyStudent(request, name);
  const ticket = await registerSeminar(request, student);

  await useSession(page, await signInAdmin(request));
  await page.goto('/admin/seminar');
  const desk = page.getByRole('region', { name: 'Check-in tiket' });
  const ticketField = desk.getByRole('textbox', { name: 'ID tiket' });
  const checkIn = desk.getByRole('button', { name: 'Check-in' });
  // Scanning is the door page's (ADR 0019), loaded as a document of its own: the camera is
  // allowed in that document only.
  await expect(desk.getByRole('link', { name: 'Buka pemindai pintu' })).toHaveAttribute(
    'href',
    '/admin/seminar/pintu',
  );

  // The registrations table lists the ticket, not yet used.
  const row = page
    .getByRole('table', { name: 'Pendaftar seminar' })
    .getByRole('row')
    .filter({ hasText: ticket.ticket_id });
  await expect(row).toContainText(name);
  await expect(row).toContainText('Belum hadir');

  await ticketField.fill(ticket.ticket_id);
  await checkIn.click();
  // The toast announces it; the desk keeps it in view as a notice (announced once, for screen readers).
  await expect(desk.getByRole('note').filter({ hasText: 'Hadir:' })).toHaveText(
    `Hadir: ${name} (Universitas Gadjah Mada) · tiket ${ticket.ticket_id}`,
  );
  await expect(toast(page, `Check-in berhasil: ${name}.`)).toBeVisible();
  // Ready for the next person: the field is emptied and focused.
  await expect(ticketField).toHaveValue('');
  await expect(ticketField).toBeFocused();
  await expect(row).toContainText(/Hadir \d/);

  // The same ticket again (a copied or photographed QR): refused, saying when it was used.
  await ticketField.fill(ticket.ticket_id);
  await checkIn.click();
  const refusal = desk.getByRole('note').filter({ hasText: 'Ditolak:' });
  await expect(refusal).toHaveText(/^Ditolak: Tiket sudah dipakai: check-in pada .+\.$/);
  await expect(desk.getByRole('status')).toHaveCount(0);
  await expect(toast(page, 'Tiket sudah dipakai: check-in pada')).toBeVisible();
  // The field keeps the refused id, so the desk can read it back to the visitor.
  await expect(ticketField).toHaveValue(ticket.ticket_id);
});

/** The admin overview's charts, each readable as a table; the charts load there only. */
test('the overview charts the seminar seats with their table, and loads the charts only on that page', async ({
  page,
  request,
}) => {
  await registerSeminar(request, await readyStudent(request, `Hana ${uniqueTag('Ringkas')}`));
  const chartCode: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('MuiChartsSurface')) chartCode.push(response.url());
  });
  await useSession(page, await signInAdmin(request));
  await page.goto('/admin/seminar');
  await expect(page.getByRole('table', { name: 'Pendaftar seminar' })).toBeVisible();
  expect(chartCode).toEqual([]);

  await expandSidebar(page);
  await page.getByRole('link', { name: 'Ringkasan grafik' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  const seats = page.getByRole('region', { name: 'Kursi seminar' });
  await expect(seats.locator('svg').first()).toBeVisible();
  await seats.getByRole('button', { name: 'Tampilkan tabel' }).click();
  const table = seats.getByRole('table', { name: 'Kursi seminar' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Terisi, belum hadir/ })).toContainText(/\d/);
  expect(chartCode.length).toBeGreaterThan(0);
});
