import type { Sample } from '../scale-out/open-loop-load';

export type KindSample = Sample & { kind: string; retried: boolean; firstOutcome?: string };

/**
 * One request of a kind: whether it worked, a word for its outcome (a status, an error), and whether a
 * step failed and worked when sent again (see pressAgain).
 */
type Send = () => Promise<{ ok: boolean; outcome: string; retried?: boolean; firstOutcome?: string }>;

type Kind = { kind: string; everyMs: number; send: Send };

/**
 * Open loops, one per kind of request, sent every `everyMs` from one clock without waiting for earlier
 * answers, until stop().
 */
export function steadyLoad(kinds: Kind[]) {
  const began = performance.now();
  const pending: Array<Promise<KindSample>> = [];
  let stopped = false;
  const loops = kinds.map(async ({ kind, everyMs, send }) => {
    for (let index = 0; !stopped; index++) {
      const due = began + index * everyMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      if (!stopped) pending.push(timed(kind, send, began));
    }
  });
  return {
    /** ms on the load's clock. */
    now: () => performance.now() - began,
    async stop(): Promise<KindSample[]> {
      stopped = true;
      await Promise.all(loops);
      return Promise.all(pending);
    },
  };
}

async function timed(kind: string, send: Send, began: number): Promise<KindSample> {
  const sentAt = performance.now();
  const outcome = await send().catch((error: unknown) => ({
    ok: false,
    outcome: error instanceof Error ? error.message : String(error),
  }));
  return { kind, sentAtMs: sentAt - began, ms: performance.now() - sentAt, retried: false, ...outcome };
}

/**
 * One step of a person's flow: a 5xx or a lost connection is sent once more a second later, as the
 * person would press again. `accepts` says which answers count (a 409 after a lost answer may mean the
 * first attempt did the work). Answers the last response and whether it was a second attempt.
 */
export async function pressAgain(
  send: () => Promise<Response>,
  accepts: (response: Response) => boolean,
): Promise<{ response: Response | undefined; retried: boolean; outcome: string; firstOutcome: string }> {
  let firstOutcome = '';
  for (let attemptNo = 1; ; attemptNo++) {
    let response: Response | undefined;
    let outcome: string;
    try {
      response = await send();
      outcome = String(response.status);
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    firstOutcome ||= outcome;
    const again = attemptNo === 1 && (!response || response.status >= 500);
    if (!again) {
      const accepted = response && accepts(response) ? response : undefined;
      return { response: accepted, retried: attemptNo > 1, outcome, firstOutcome };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
