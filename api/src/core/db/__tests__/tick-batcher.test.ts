import { TickBatcher } from '../tick-batcher';

it('answers the keys asked for together with one load, each its own value, in order', async () => {
  const load = jest.fn(async (keys: number[]) => keys.map((key) => key * 10));
  const batcher = new TickBatcher(load);
  await expect(Promise.all([1, 2, 3].map((key) => batcher.get(key)))).resolves.toEqual([
    10, 20, 30,
  ]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith([1, 2, 3]);
});

it('remembers nothing: a later ask loads again', async () => {
  let version = 0;
  const batcher = new TickBatcher(async (keys: string[]) => keys.map((key) => `${key}${version}`));
  await expect(batcher.get('a')).resolves.toBe('a0');
  version = 1;
  await expect(batcher.get('a')).resolves.toBe('a1');
});

it('runs at most maxInFlight loads at once; keys asked meanwhile go in the next', async () => {
  const releases: (() => void)[] = [];
  const load = jest.fn(
    (keys: number[]) =>
      new Promise<number[]>((resolve) => releases.push(() => resolve(keys.map((k) => -k)))),
  );
  const batcher = new TickBatcher(load, 1);
  const first = batcher.get(1);
  await new Promise((resolve) => setImmediate(resolve));
  const later = [batcher.get(2), batcher.get(3)];
  await new Promise((resolve) => setImmediate(resolve));
  expect(load).toHaveBeenCalledTimes(1);
  releases.shift()!();
  await expect(first).resolves.toBe(-1);
  await new Promise((resolve) => setImmediate(resolve));
  expect(load).toHaveBeenLastCalledWith([2, 3]);
  releases.shift()!();
  await expect(Promise.all(later)).resolves.toEqual([-2, -3]);
});

it('a failed load fails every key of its batch, and the next batch runs', async () => {
  let fail = true;
  const batcher = new TickBatcher(async (keys: number[]) => {
    if (fail) throw new Error('database gone');
    return keys;
  });
  const asked = [batcher.get(1), batcher.get(2)];
  await expect(Promise.all(asked.map((p) => p.catch((e: Error) => e.message)))).resolves.toEqual([
    'database gone',
    'database gone',
  ]);
  fail = false;
  await expect(batcher.get(3)).resolves.toBe(3);
});
