import { API_BASE_PATH, PRIVACY_NOTICE_VERSION } from '@gcw/shared/contract';
import type { Session, Ticket } from '@gcw/shared/contract';
import type { APIRequestContext } from '@playwright/test';

import { registerSeminar } from '../support/admin-fixtures';
import { completeProfile, UGM } from '../support/api-helpers';

export interface BenchTicket {
  ticket: Ticket;
  png: Buffer;
}

/**
 * Students with a seminar ticket each, made through the product's API as a student would
 * (the bench's product runs with EMAIL_VERIFICATION=off), and each ticket's QR image as the
 * student downloads it (qr_code_url).
 */
export async function benchTickets(api: APIRequestContext, count: number): Promise<BenchTicket[]> {
  const made: BenchTicket[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `door-${Date.now()}-${i}@bench.test`;
    const password = 'rahasia-bench-123';
    const registered = await api.post(`${API_BASE_PATH}/auth/registration`, {
      data: {
        name: `Peserta Pintu ${i + 1}`,
        email,
        password,
        consent_version: PRIVACY_NOTICE_VERSION,
      },
    });
    if (!registered.ok()) throw new Error(`registration: ${registered.status()}`);
    const login = await api.post(`${API_BASE_PATH}/auth/login`, { data: { email, password } });
    const session = ((await login.json()) as { Data: Session }).Data;
    const ticket = await registerSeminar(api, await completeProfile(api, session, UGM));
    const qr = await api.get(ticket.qr_code_url);
    if (!qr.ok())
      throw new Error(`QR image of ${ticket.ticket_id}: ${qr.status()} ${await qr.text()}`);
    made.push({ ticket, png: await qr.body() });
  }
  return made;
}
