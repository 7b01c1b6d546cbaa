import type { LightMyRequestResponse } from 'fastify';

import { describeEachDb, R } from './support/harness';
import type { Harness } from './support/harness';
import { ageRotation, refresh } from './support/refresh-tokens';

interface Pair {
  access_token: string;
  refresh_token: string;
}

const pairOf = (res: LightMyRequestResponse) => (res.json() as { Data: Pair }).Data;

async function signedIn(h: Harness, pair: Pair) {
  const profile = await h.request('GET', `${R}/profile/my`, { token: pair.access_token });
  return profile.statusCode === 200;
}

/** The session still works: its newest pair reads the profile and rotates once more. */
async function expectSessionAlive(h: Harness, pairs: Pair[]) {
  for (const pair of pairs) expect(await signedIn(h, pair)).toBe(true);
  const onward = await refresh(h, pairs[pairs.length - 1]!.refresh_token);
  expect(onward.statusCode).toBe(200);
  expect(await signedIn(h, pairOf(onward))).toBe(true);
}

/**
 * A refresh whose answer was lost (a 502 in between, a tab closed mid-call, two tabs at once)
 * must not sign the student out: the same refresh token used again within the grace interval
 * (REFRESH_REUSE_GRACE) gets a valid pair of the same family. After the interval, a reuse is
 * still taken as theft and ends the family.
 */
describeEachDb('refresh that survives a lost answer', (h) => {
  test('two simultaneous refreshes with one token both answer a pair and the session lives', async () => {
    const user = await h.user(null);
    const answers = await Promise.all([refresh(h, user.refresh), refresh(h, user.refresh)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await expectSessionAlive(h, answers.map(pairOf));
  });

  test('five simultaneous refreshes with one token keep the session', async () => {
    const user = await h.user(null);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(h, user.refresh)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await expectSessionAlive(h, answers.map(pairOf));
  });

  test('a refresh whose answer was lost is repeated with the same token and the student stays signed in', async () => {
    const user = await h.user(null);
    const lost = await refresh(h, user.refresh);
    expect(lost.statusCode).toBe(200);
    // The client never read `lost`: it sends the token it still holds.
    await ageRotation(h, user.refresh, h.config.refreshReuseGraceS - 5);
    const again = await refresh(h, user.refresh);
    expect(again.statusCode).toBe(200);
    await expectSessionAlive(h, [pairOf(again)]);
  });

  test('a reuse after the grace interval revokes the family, the pairs handed out in grace too', async () => {
    const user = await h.user(null);
    const first = pairOf(await refresh(h, user.refresh));
    const inGrace = pairOf(await refresh(h, user.refresh));
    await ageRotation(h, user.refresh, h.config.refreshReuseGraceS + 1);
    const late = await refresh(h, user.refresh);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ Message: 'Failed to refresh token' });
    for (const pair of [first, inGrace]) {
      expect(await signedIn(h, pair)).toBe(false);
      expect((await refresh(h, pair.refresh_token)).statusCode).toBe(401);
    }
  });

  test('the grace interval counts from the rotation, not from the last retry', async () => {
    const user = await h.user(null);
    await refresh(h, user.refresh);
    await ageRotation(h, user.refresh, h.config.refreshReuseGraceS - 2);
    expect((await refresh(h, user.refresh)).statusCode).toBe(200);
    // Had the retry renewed the rotation time, this would still be in grace.
    await ageRotation(h, user.refresh, h.config.refreshReuseGraceS + 1);
    expect((await refresh(h, user.refresh)).statusCode).toBe(401);
  });
});
