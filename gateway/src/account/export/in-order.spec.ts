import { inOrder } from './in-order';

describe('inOrder', () => {
  it('runs at most `limit` at once and yields in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results: number[] = [];
    const work = async (item: number) => {
      running++;
      most = Math.max(most, running);
      // Later items finish first: the order must still be the items'.
      await new Promise((resolve) => setImmediate(resolve, 10 - item));
      running--;
      return item * 2;
    };
    for await (const result of inOrder([1, 2, 3, 4, 5], 2, work)) results.push(result);
    expect(results).toEqual([2, 4, 6, 8, 10]);
    expect(most).toBe(2);
  });

  it('passes a failure on at its place', async () => {
    const work = (item: number) => (item === 2 ? Promise.reject(new Error('two')) : Promise.resolve(item));
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const result of inOrder([1, 2, 3], 2, work)) seen.push(result);
      })(),
    ).rejects.toThrow('two');
    expect(seen).toEqual([1]);
  });
});
