/**
 * `work` over `items` with at most `limit` running at once, results yielded in the items' order: a
 * slow first item holds the later ones' results (at most `limit` of them) until it is done.
 */
export async function* inOrder<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): AsyncGenerator<Result> {
  const running: Promise<Result>[] = [];
  let next = 0;
  while (next < items.length || running.length > 0) {
    while (running.length < limit && next < items.length) {
      const started = work(items[next++]!);
      // Awaited in order below; until then a rejection must not count as unhandled.
      started.catch(() => undefined);
      running.push(started);
    }
    yield await running.shift()!;
  }
}
