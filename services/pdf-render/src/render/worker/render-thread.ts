import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  RenderJob,
  RenderOutcome,
  RenderWorkerData,
  WorkerMessage,
  WorkerReady,
} from './render-protocol';

/**
 * The thread's entry beside this file: render-worker.ts when the service runs from source (node with
 * @swc-node/register, or Jest), render-worker.js beside main.js in the production bundle, where
 * infra/build bundles it as an entry of its own.
 */
const ownExtension = extname(__filename);
const WORKER_FILE = join(__dirname, `render-worker${ownExtension}`);
const WORKER_EXEC_ARGV = ownExtension === '.ts' ? ['--require', '@swc-node/register'] : undefined;

/** Why a job did not end with an outcome. */
export type ThreadStop = { kind: 'over-budget' } | { kind: 'crashed'; error: Error };

type Pending = {
  resolve(outcome: RenderOutcome): void;
  reject(stop: ThreadStop): void;
  timer: NodeJS.Timeout;
};

/**
 * One render thread: renders one job at a time within a time budget. A job past its budget is stopped
 * by terminating the thread, which V8 does even in the middle of a synchronous layout; a thread stopped
 * or crashed takes no more jobs (`alive` turns false) and its owner starts another.
 */
export class RenderThread {
  readonly ready: Promise<WorkerReady>;
  private readonly worker: Worker;
  private pending?: Pending;
  private dead = false;

  constructor(data: RenderWorkerData) {
    this.worker = new Worker(WORKER_FILE, { workerData: data, execArgv: WORKER_EXEC_ARGV });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message: WorkerMessage) =>
        message.kind === 'ready' ? resolve(message) : this.settle(message),
      );
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`render thread exited with code ${code}`)));
    });
    this.worker.on('error', (error) => this.end({ kind: 'crashed', error }));
    this.worker.on('exit', (code) =>
      this.end({ kind: 'crashed', error: new Error(`render thread exited with code ${code}`) }),
    );
  }

  get alive(): boolean {
    return !this.dead;
  }

  /** Rejects with a ThreadStop when the budget runs out first or the thread dies. */
  run(job: RenderJob, budgetMs: number): Promise<RenderOutcome> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.end({ kind: 'over-budget' }), budgetMs);
      this.pending = { resolve, reject, timer };
      this.worker.postMessage(job);
    });
  }

  async terminate(): Promise<void> {
    this.dead = true;
    await this.worker.terminate();
  }

  private settle(outcome: RenderOutcome): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.resolve(outcome);
  }

  private end(stop: ThreadStop): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!this.dead) void this.terminate();
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(stop);
  }
}
