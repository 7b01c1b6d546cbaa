import { ADMIN_API_BASE_PATH, COMPETITION_TYPES } from '@gcw/shared/contract';
import type { AdminEventSettings } from '@gcw/shared/contract';
import type { APIRequestContext } from '@playwright/test';

import { signInAdmin } from './session';

export const E2E_BANK_ACCOUNT = { bank: 'BNI', number: '0123456789', holder: 'Panitia GCW' };

/**
 * The admins announce where to pay, as an event does before registration opens: the team form
 * is offered only then (ADR 0017). A competition that already has an account keeps it.
 */
export async function announceBankAccounts(request: APIRequestContext): Promise<void> {
  const admin = await signInAdmin(request);
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const response = await request.get(`${ADMIN_API_BASE_PATH}/settings`, { headers });
  if (!response.ok()) throw new Error(`settings: ${response.status()}`);
  const settings = ((await response.json()) as { Data: AdminEventSettings }).Data;
  for (const type of COMPETITION_TYPES) {
    if (settings[type].bank_account) continue;
    const saved = await request.put(`${ADMIN_API_BASE_PATH}/settings/${type}`, {
      headers,
      data: { ...settings[type], bank_account: E2E_BANK_ACCOUNT },
    });
    if (!saved.ok()) throw new Error(`settings ${type}: ${saved.status()} ${await saved.text()}`);
  }
}
