export type LoadResult = {
  p50: number;
  p95: number;
  p99: number;
  /** Completed calls per second over the step. */
  achieved: number;
  /** Calls refused at once because an instance had as many in flight as it may (503 rpc.overloaded). */
  refused: number;
  errors: number;
};

const isOverloaded = (error: unknown) => error instanceof Error && error.message.includes('rpc.overloaded');

/**
 * Calls `run` at a steady `rate` per second for `seconds`, whatever the answers' pace (an open loop, as
 * independent users would), and measures each call from its start. Calls still running when the step
 * ends are awaited and counted.
 */
export async function atRate(rate: number, seconds: number, run: () => Promise<void>): Promise<LoadResult> {
  const total = Math.round(rate * seconds);
  const samples: number[] = [];
  let errors = 0;
  let refused = 0;
  const calls: Array<Promise<void>> = [];
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = performance.now();
    calls.push(
      run().then(
        () => void samples.push(performance.now() - started),
        (error: unknown) => void (isOverloaded(error) ? refused++ : errors++),
      ),
    );
  }
  await Promise.all(calls);
  const elapsed = (performance.now() - begin) / 1000;
  return { ...percentiles(samples), achieved: samples.length / elapsed, refused, errors };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Runs `work` for each item with at most `concurrency` in flight. */
export async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
