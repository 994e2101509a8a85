export type Timing = { median: number; p95: number };

/** Runs `run` `warmup` times unmeasured (JIT, caches), then `iterations` times; milliseconds per call. */
export async function timeIt(
  iterations: number,
  warmup: number,
  run: () => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await run();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return summarize(samples);
}

/** Two cases timed alternately, so both see the same load; `difference` is the median of b − a per pair. */
export async function timePair(
  iterations: number,
  warmup: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<{ a: Timing; b: Timing; difference: number }> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const samples = { a: [] as number[], b: [] as number[] };
  const differences: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const [timeA, timeB] = [await elapsed(a), await elapsed(b)];
    samples.a.push(timeA);
    samples.b.push(timeB);
    differences.push(timeB - timeA);
  }
  return { a: summarize(samples.a), b: summarize(samples.b), difference: summarize(differences).median };
}

async function elapsed(run: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export function summarize(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

/** Calls per second with `concurrency` in flight, and the latency of one call meanwhile. */
export type Throughput = { perSecond: number; latency: Timing };

/** Completes `total` calls with `concurrency` in flight. */
export async function throughput(
  total: number,
  concurrency: number,
  run: () => Promise<unknown>,
): Promise<Throughput> {
  let started = 0;
  const samples: number[] = [];
  const start = process.hrtime.bigint();
  const worker = async () => {
    while (started < total) {
      started++;
      const sent = process.hrtime.bigint();
      await run();
      samples.push(Number(process.hrtime.bigint() - sent) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: total / (Number(process.hrtime.bigint() - start) / 1e9), latency: summarize(samples) };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
