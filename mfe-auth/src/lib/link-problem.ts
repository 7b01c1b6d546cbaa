import type { AccountLinkProblem } from '@gcw/shared';
import { ACCOUNT_LINK_PROBLEMS } from '@gcw/shared';

/** The `Reason` of a refused reset or verification link (400), or null for any other error. */
export function linkProblemOf(error: unknown): AccountLinkProblem | null {
  const candidate = error as { status?: unknown; data?: { Reason?: unknown } } | undefined;
  if (candidate?.status !== 400) return null;
  const reason = candidate.data?.Reason;
  return ACCOUNT_LINK_PROBLEMS.find((problem) => problem === reason) ?? null;
}

/** 429: the API limits how often a link can be asked for; its Message says how long to wait. */
export function isRateLimited(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 429;
}
