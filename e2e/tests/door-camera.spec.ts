import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { readyStudent, registerSeminar, uniqueTag } from '../support/admin-fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium-launch';
import { SHELL_URL } from '../support/ports';
import type { Segment } from '../support/qr-video';
import { qrVideo } from '../support/qr-video';
import { signInAdmin, useSession as storeSession } from '../support/session';

/**
 * The door checks tickets in from the camera, without typing. Chromium's fake camera
 * plays a video made here from the tickets' own QR images (qr_code_url), in a browser started
 * for it: the video file is a launch flag.
 */

// Each test starts a Chromium of its own and loads two documents: more than most specs, above
// all on a busy machine.
test.describe.configure({ timeout: 90_000 });

const scratch = mkdtempSync(path.join(os.tmpdir(), 'gcw-door-'));
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function ticketWithQr(request: APIRequestContext, first: string) {
  const name = `${first} ${uniqueTag('Pintu')}`;
  const ticket = await registerSeminar(request, await readyStudent(request, name));
  const qr = await request.get(ticket.qr_code_url);
  if (!qr.ok()) throw new Error(`QR image ${qr.status()}: ${await qr.text()}`);
  return { name, ticket, png: await qr.body() };
}

async function cameraBrowser(segments: Segment[], file: string): Promise<Browser> {
  const video = path.join(scratch, file);
  writeFileSync(video, qrVideo(segments));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

async function adminPage(
  browser: Browser,
  request: APIRequestContext,
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: SHELL_URL,
    permissions: ['camera'],
    viewport,
  });
  const page = await context.newPage();
  await storeSession(page, await signInAdmin(request));
  return page;
}

const camera = (page: Page) => page.getByTestId('door-camera');
const result = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /Silakan masuk|Sudah check-in|Tiket/ });

test('the door admits a ticket held up to the camera, then says it was used when it comes back', async ({
  request,
}) => {
  const { name, ticket, png } = await ticketWithQr(request, 'Dian');
  // The ticket for a second, then nobody for 3.5 s (longer than a code must be out of view to
  // count again), in a loop: the same person coming back.
  const browser = await cameraBrowser(
    [
      { png, frames: 10 },
      { png: null, frames: 35 },
    ],
    'again.y4m',
  );
  try {
    const page = await adminPage(browser, request);
    await page.goto('/admin/seminar');
    // The link loads the door as a document of its own: the only one allowed the camera.
    await page.getByRole('link', { name: 'Buka pemindai pintu' }).click();
    await expect(page).toHaveURL(/\/admin\/seminar\/pintu$/);
    await expect(page).toHaveTitle(/^Admin: Pintu masuk seminar/);
    // Debian's Chromium has no BarcodeDetector: this is the library's path here (the next test
    // makes sure of it); the browser's own reader is covered by the page's Jest tests only.
    await expect(camera(page)).toHaveAttribute('data-decoder', /^(zxing|barcode-detector)$/);

    const admitted = result(page).filter({ hasText: 'Silakan masuk' });
    await expect(admitted).toContainText(name);
    await expect(admitted).toContainText(`Tiket ${ticket.ticket_id}`);
    await expect(page.getByRole('textbox', { name: 'ID tiket' })).toHaveValue('');

    const repeat = result(page).filter({ hasText: /^Sudah check-in pukul \d{2}\.\d{2} WIB/ });
    await expect(repeat).toContainText(ticket.ticket_id);
  } finally {
    await browser.close();
  }
});

test('without BarcodeDetector the door reads codes with its own library, loaded there only, after a reload that allows the camera', async ({
  request,
}) => {
  const { name, png } = await ticketWithQr(request, 'Eka');
  const browser = await cameraBrowser([{ png, frames: 5 }], 'library.y4m');
  try {
    // A phone held at the door.
    const page = await adminPage(browser, request, { width: 360, height: 640 });
    await page.addInitScript(() => {
      delete (window as { BarcodeDetector?: unknown }).BarcodeDetector;
    });
    const wasm: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.wasm')) wasm.push(response.url());
    });
    await page.goto('/admin/seminar');
    await expect(page.getByRole('table', { name: 'Pendaftar seminar' })).toBeVisible();
    expect(wasm).toEqual([]);

    // Reached inside the app (not by the page's link), the door keeps the seminar page's
    // camera=(): it says so and offers the reload that brings the door's own policy.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/seminar/pintu');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const reload = page.getByRole('button', { name: 'Muat ulang untuk membuka kamera' });
    await expect(reload).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'ID tiket' })).toBeEditable();
    await reload.click();

    await expect(camera(page)).toHaveAttribute('data-decoder', 'zxing');
    // Browsers keep a page silent until its first tap: the door offers one.
    await expect(page.getByRole('button', { name: 'Nyalakan suara' })).toBeVisible();
    await expect(result(page).filter({ hasText: 'Silakan masuk' })).toContainText(name);
    // The result clears by itself while the code stays in view (decided once); the door then
    // passes axe's WCAG 2.1 AA checks at phone width.
    await expect(result(page)).toHaveCount(0);
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // The WebAssembly came from the product's own origins, not a public CDN.
    expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url.startsWith('http://127.0.0.1:')).toBe(true);
  } finally {
    await browser.close();
  }
});
