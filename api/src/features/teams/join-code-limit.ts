import type { AppContext } from '../../core/context';
import { tooManyRequests } from '../../domain/accounts/limits';

/**
 * Join codes are guessed one call at a time, so each look-up or join is counted BEFORE the
 * search (parallel guesses cannot slip past) and given back when it found a team: only misses
 * use up the user's budget (JOIN_CODE_RATE_LIMIT_MAX per window).
 */
export async function withJoinCodeLimit<T>(
  ctx: AppContext,
  userId: number,
  search: () => Promise<T>,
): Promise<T> {
  const key = String(userId);
  const wait = await ctx.limits.joinCode.hit(key);
  if (wait > 0) throw tooManyRequests(wait);
  let found: T;
  try {
    found = await search();
  } catch (error) {
    const missed = (error as { statusCode?: number }).statusCode === 404;
    if (!missed) await ctx.limits.joinCode.refund(key);
    throw error;
  }
  await ctx.limits.joinCode.refund(key);
  return found;
}
