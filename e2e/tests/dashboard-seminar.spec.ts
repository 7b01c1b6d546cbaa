import type { AdminEventSettings, SeminarRegistration } from '@gcw/shared/contract';
import { ADMIN_API_BASE_PATH } from '@gcw/shared/contract';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { registerSeminar } from '../support/admin-fixtures';
import { checkInTicket, completeProfile, seminarTicketOf, UGM } from '../support/api-helpers';
import { decodeQrPng } from '../support/qr-decode';
import { registerStudent, signInAdmin, useSession } from '../support/session';
import { toast } from '../support/sign-in-ui';

/** The signed ticket the QR carries: Ed25519, checkable offline (api/src/core/ticket-signer.ts). */
const SIGNED_TICKET = /^GCW2\.(SEM-[0-9A-F]{16})\.[A-Za-z0-9_-]{86}$/;

test('a seminar registration shows a ticket whose QR code decodes to that ticket, and the door accepts it once', async ({
  page,
  request,
}) => {
  const student = await completeProfile(
    request,
    await registerStudent(request, 'Nadia Putri'),
    UGM,
  );
  await useSession(page, student);
  await page.goto('/dashboard/seminar');
  await page.getByRole('button', { name: 'Daftar seminar sekarang' }).click();
  await expect(toast(page, 'Tiket Anda sudah terbit')).toBeVisible();

  const ticketCard = page.getByRole('region', { name: 'Tiket seminar Anda' });
  const ticketId = ticketCard.getByRole('definition').first();
  await expect(ticketId).toHaveText(/^SEM-[0-9A-F]{16}$/);
  const shownId = (await ticketId.textContent()) ?? '';
  await expect(ticketCard.getByRole('term').first()).toHaveText('Nomor tiket');

  // The QR image on the page is loaded (it is a signed URL, no Bearer token needed) ...
  const qrImage = ticketCard.getByRole('img', { name: `Kode QR tiket ${shownId}` });
  await expect(qrImage).toBeVisible();
  await expect
    .poll(() => qrImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // ... and the one the student downloads (the ticket's qr_code_url) decodes to the ticket shown.
  const ticket = await seminarTicketOf(request, student);
  expect(ticket.ticket_id).toBe(shownId);
  const downloadLink = ticketCard.getByRole('link', { name: 'Unduh kode QR' });
  expect(new URL((await downloadLink.getAttribute('href')) ?? '', page.url()).pathname).toBe(
    ticket.qr_code_url,
  );
  const downloadPromise = page.waitForEvent('download');
  await downloadLink.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`tiket-seminar-${shownId}.png`);
  const decoded = decodeQrPng(await readFile(await download.path()));
  expect(decoded).toMatch(SIGNED_TICKET);
  expect(decoded?.match(SIGNED_TICKET)?.[1]).toBe(shownId);

  // The admin's check-in takes the scanned text once, and refuses it a second time.
  const admin = await signInAdmin(request);
  const checkIn = await checkInTicket(request, admin, decoded ?? '');
  expect(checkIn.status()).toBe(200);
  const registration = ((await checkIn.json()) as { Data: SeminarRegistration }).Data;
  expect(registration.ticket_id).toBe(shownId);
  expect(registration.user.email).toBe(student.user.email);
  expect(registration.checked_in_at).not.toBeNull();
  const again = await checkInTicket(request, admin, decoded ?? '');
  expect(again.status()).toBe(409);
  // A QR text with a forged signature is not a ticket.
  const forged = await checkInTicket(request, admin, `GCW2.${shownId}.${'A'.repeat(86)}`);
  expect(forged.status()).toBe(400);
});

test('the ticket goes into a calendar as an .ics, and a cancelled seat can be taken again', async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(request);
  const adminHeaders = { Authorization: `Bearer ${admin.access_token}` };
  const saved = await request.get(`${ADMIN_API_BASE_PATH}/settings`, { headers: adminHeaders });
  const before = ((await saved.json()) as { Data: AdminEventSettings }).Data.seminar;
  const starts = new Date(Date.now() + 30 * 24 * 3600_000);
  starts.setUTCHours(2, 0, 0, 0);
  const put = (seminar: object) =>
    request.put(`${ADMIN_API_BASE_PATH}/settings/seminar`, {
      headers: adminHeaders,
      data: seminar,
    });
  expect(
    (
      await put({
        ...before,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3 * 3600_000).toISOString(),
        venue: 'Aula Barat, Gedung Rektorat',
        cancel_until: null,
      })
    ).status(),
  ).toBe(200);
  try {
    const student = await completeProfile(
      request,
      await registerStudent(request, 'Rizki Ananda'),
      UGM,
    );
    const ticket = await registerSeminar(request, student);
    await useSession(page, student);
    await page.goto('/dashboard/seminar');
    const card = page.getByRole('region', { name: 'Tiket seminar Anda' });
    await expect(card.getByText('Rizki Ananda')).toBeVisible();
    await expect(card.getByText(/pukul 09\.00–12\.00 WIB$/)).toBeVisible();
    await expect(card.getByText('Aula Barat, Gedung Rektorat')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Tambahkan ke kalender' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`seminar-${ticket.ticket_id}.ics`);
    const ics = await readFile(await download.path(), 'utf8');
    const stamp = starts.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`\r\nDTSTART:${stamp}\r\n`);
    expect(ics).toContain(`UID:${ticket.ticket_id}@`);

    await card.getByRole('button', { name: 'Batalkan kursi' }).click();
    await page
      .getByRole('dialog', { name: 'Batalkan kursi seminar?' })
      .getByRole('button', { name: 'Ya, batalkan kursi' })
      .click();
    await expect(toast(page, 'Kursi seminar Anda sudah dibatalkan.')).toBeVisible();
    await page.getByRole('button', { name: 'Daftar seminar sekarang' }).click();
    await expect(toast(page, 'Tiket Anda sudah terbit')).toBeVisible();
    const again = await seminarTicketOf(request, student);
    expect(again.ticket_id).not.toBe(ticket.ticket_id);
  } finally {
    await put(before);
  }
});
