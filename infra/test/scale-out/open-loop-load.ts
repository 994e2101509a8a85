/** One request of the load: when it was sent (ms since the load began), how long it took, its outcome. */
export type Sample = { sentAtMs: number; ms: number; ok: boolean; outcome: string };

type Send = () => Promise<{ ok: boolean; outcome: string }>;

/** Sends one request and times it; `began` is the time the load's clock counts from. */
export async function measure(send: Send, began: number): Promise<Sample> {
  const sentAt = performance.now();
  const outcome = await send().catch((error: unknown) => ({
    ok: false,
    outcome: error instanceof Error ? error.message : String(error),
  }));
  return { sentAtMs: sentAt - began, ms: performance.now() - sentAt, ...outcome };
}

/**
 * Sends a request every 1000/rate ms for `durationMs`, without waiting for earlier answers (an open
 * loop, as independent users would), and resolves with every request's sample once all have answered.
 * `send` resolves with whether the answer was right and a word for the outcome (a status, an error).
 */
export async function openLoopLoad(rate: number, durationMs: number, send: Send): Promise<Sample[]> {
  const began = performance.now();
  const pending: Array<Promise<Sample>> = [];
  for (let index = 0; index * (1000 / rate) < durationMs; index++) {
    const due = began + index * (1000 / rate);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    pending.push(measure(send, began));
  }
  return Promise.all(pending);
}

/** Nearest-rank percentile of the samples' durations, in ms. */
export function percentile(samples: readonly Sample[], fraction: number): number {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

/** Requests, failures, p50, p99 and the slowest of a set of samples, in one line. */
export function describeSamples(label: string, samples: readonly Sample[]): string {
  const failures = samples.filter((sample) => !sample.ok).length;
  const slowest = Math.max(...samples.map((sample) => sample.ms));
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return `${label}: ${samples.length} requests, ${failures} failed, p50 ${ms(percentile(samples, 0.5))}, p99 ${ms(percentile(samples, 0.99))}, max ${ms(slowest)}`;
}
