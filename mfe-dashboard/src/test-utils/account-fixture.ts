import type { AccountStatus } from '@gcw/shared';

import { USER } from './fixtures';

export function accountStatus(overrides: Partial<AccountStatus> = {}): AccountStatus {
  return {
    email: USER.email,
    email_verified: true,
    pending_email: null,
    verification_required: true,
    ...overrides,
  };
}

export const UNVERIFIED = accountStatus({ email_verified: false });
